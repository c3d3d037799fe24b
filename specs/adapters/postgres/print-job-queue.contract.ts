import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobStatus } from '../../../core/domain/print-files/print-job.ts';
import type { PrintJobQueue } from '../../../core/shop/print-files/print-job-queue.port.ts';
import type { PrintableLineSeed } from '../../support/in-memory-print-jobs.ts';

export type OpenedPrintJobQueue = {
  readonly queue: PrintJobQueue;
  /** Stores an order with these lines (no jobs yet). */
  readonly seed: (publicId: string, orderId: string, lines: readonly PrintableLineSeed[]) => Promise<void>;
  readonly close: () => Promise<void>;
};

const AT = Date.parse('2026-11-20T10:00:00Z');
const LEASE = 60_000;
let sequence = 0;

const PERSONALISED = { personalisation: { previewId: 'abc', projectId: null, document: { articleId: 100 } } };

const file = (surfaceId: string) => ({
  surfaceId,
  blobKey: `print-files/x/${surfaceId}.png`,
  format: 'png' as const,
  widthPx: 2480,
  heightPx: 1063,
  ppi: 300,
});

/** What every print-job queue must do; run against the fake and every real database. */
export const describePrintJobQueueContract = (name: string, open: () => Promise<OpenedPrintJobQueue>) =>
  describe(`PrintJobQueue contract: ${name}`, () => {
    let opened: OpenedPrintJobQueue;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    /** A new order with `count` personalised lines and one plain line; the personalised lines are enqueued. */
    const anOrder = async (count: number, at = AT) => {
      sequence += 1;
      const orderId = `print-order-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
      const publicId = `PJ-${sequence}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
      const lineIds = Array.from({ length: count }, (_, n) => `${orderId}-l${n + 1}`);
      await opened.seed(publicId, orderId, [
        ...lineIds.map((id) => ({ id, name: 'Mug · personalised', quantity: 2, customisation: PERSONALISED })),
        { id: `${orderId}-plain`, name: 'Poster', quantity: 1, customisation: null },
      ]);
      await opened.queue.enqueue(
        lineIds.map((orderLineId) => ({ orderLineId, orderId })),
        at,
      );
      return { orderId, publicId, lineIds };
    };

    /** Claims everything due at `at`, keeping only this order's jobs (other tests' jobs may be due too). */
    const claimOf = async (lineIds: readonly string[], at: number, limit = 100) =>
      (await opened.queue.claimDue(at, LEASE, limit))
        ._unsafeUnwrap()
        .filter((job) => lineIds.includes(job.orderLineId));

    it('lists an order’s personalised lines with their pending jobs; an unknown order is null', async () => {
      const { publicId, lineIds } = await anOrder(2);
      const found = (await opened.queue.ofOrder(publicId))._unsafeUnwrap();
      expect(found?.publicId).toBe(publicId);
      expect(found?.lines.map((line) => line.orderLineId)).toEqual(lineIds);
      expect(found?.lines[0]).toMatchObject({ name: 'Mug · personalised', quantity: 2, files: [] });
      expect(found?.lines.map((line) => printJobStatus(line.job, AT))).toEqual(['pending', 'pending']);
      expect((await opened.queue.ofOrder('PJ-NOBODY'))._unsafeUnwrap()).toBeNull();
    });

    it('enqueues a line once, however often it is asked', async () => {
      const { orderId, publicId, lineIds } = await anOrder(1);
      await opened.queue.enqueue([{ orderLineId: lineIds[0] as string, orderId }], AT + 5);
      const found = (await opened.queue.ofOrder(publicId))._unsafeUnwrap();
      expect(found?.lines).toHaveLength(1);
      expect(found?.lines[0]?.job.nextAttemptAt).toBe(AT);
    });

    it('claims a due job with its line’s personalisation and holds it for the lease', async () => {
      const { orderId, lineIds } = await anOrder(1, AT + 1_000);
      expect(await claimOf(lineIds, AT)).toEqual([]);
      const [claimed] = await claimOf(lineIds, AT + 1_000);
      expect(claimed).toEqual({ orderLineId: lineIds[0], orderId, attempt: 1, customisation: PERSONALISED });
      expect(await claimOf(lineIds, AT + 1_000 + LEASE - 1)).toEqual([]);
      const again = await claimOf(lineIds, AT + 1_000 + LEASE);
      expect(again.map((job) => job.attempt)).toEqual([2]);
    });

    it('never hands one job to two claims at once', async () => {
      const { lineIds } = await anOrder(3, AT + 2_000);
      const at = AT + 2_000;
      const [first, second] = await Promise.all([
        opened.queue.claimDue(at, LEASE, 2),
        opened.queue.claimDue(at, LEASE, 2),
      ]);
      const ids = [...first._unsafeUnwrap(), ...second._unsafeUnwrap()]
        .map((job) => job.orderLineId)
        .filter((id) => lineIds.includes(id));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('claims at most the limit', async () => {
      await anOrder(3, AT - 10_000);
      expect((await opened.queue.claimDue(AT, LEASE, 2))._unsafeUnwrap()).toHaveLength(2);
    });

    it('retries a failed job at the time given, keeping its error for the operator', async () => {
      const { publicId, lineIds } = await anOrder(1, AT + 3_000);
      await claimOf(lineIds, AT + 3_000);
      await opened.queue.fail(lineIds[0] as string, 'RenderFailure: no memory', AT + 50_000, AT + 3_500);
      const line = (await opened.queue.ofOrder(publicId))._unsafeUnwrap()?.lines[0];
      expect(line?.job).toMatchObject({ attempts: 1, lastError: 'RenderFailure: no memory', lockedUntil: null });
      expect(printJobStatus(line!.job, AT + 3_500)).toBe('retrying');
      expect(await claimOf(lineIds, AT + 49_999)).toEqual([]);
      expect((await claimOf(lineIds, AT + 50_000)).map((job) => job.attempt)).toEqual([2]);
    });

    it('never claims a job given up again, and shows it failed', async () => {
      const { publicId, lineIds } = await anOrder(1, AT + 4_000);
      await claimOf(lineIds, AT + 4_000);
      await opened.queue.fail(lineIds[0] as string, 'NotPrintable: nothing to print', null, AT + 4_100);
      expect(await claimOf(lineIds, AT + 10 * LEASE)).toEqual([]);
      const line = (await opened.queue.ofOrder(publicId))._unsafeUnwrap()?.lines[0];
      expect(printJobStatus(line!.job, AT + 4_100)).toBe('failed');
      expect(line?.job.failedAt).toBe(AT + 4_100);
    });

    it('records the files on the line and closes the job', async () => {
      const { publicId, lineIds } = await anOrder(1, AT + 5_000);
      await claimOf(lineIds, AT + 5_000);
      await opened.queue.complete(lineIds[0] as string, [file('front'), file('back')], AT + 5_500);
      const line = (await opened.queue.ofOrder(publicId))._unsafeUnwrap()?.lines[0];
      expect(line?.files).toEqual([file('front'), file('back')]);
      expect(line?.job).toMatchObject({ doneAt: AT + 5_500, lockedUntil: null, lastError: null });
      expect(printJobStatus(line!.job, AT + 5_500)).toBe('done');
      expect(await claimOf(lineIds, AT + 10 * LEASE)).toEqual([]);
    });
  });
