import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobStatus } from '../../../core/domain/print-files/print-job.ts';
import type { PrintJobRecords } from '../../../core/shop/print-files/print-job-records.port.ts';
import type { PrintableLineSeed } from '../../support/in-memory-print-jobs.ts';

export type OpenedPrintJobRecords = {
  readonly records: PrintJobRecords;
  /** Stores an order with these lines (no jobs yet). */
  readonly seed: (publicId: string, orderId: string, lines: readonly PrintableLineSeed[]) => Promise<void>;
  readonly close: () => Promise<void>;
};

const AT = Date.parse('2026-11-20T10:00:00Z');
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

/** What every store of print job records must do; run against the fake and every real database. */
export const describePrintJobRecordsContract = (name: string, open: () => Promise<OpenedPrintJobRecords>) =>
  describe(`PrintJobRecords contract: ${name}`, () => {
    let opened: OpenedPrintJobRecords;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    /** A new order with `count` personalised lines and one plain line; the personalised lines get their records. */
    const anOrder = async (count: number) => {
      sequence += 1;
      const orderId = `print-order-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
      const publicId = `PJ-${sequence}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
      const lineIds = Array.from({ length: count }, (_, n) => `${orderId}-l${n + 1}`);
      await opened.seed(publicId, orderId, [
        ...lineIds.map((id) => ({ id, name: 'Mug · personalised', quantity: 2, customisation: PERSONALISED })),
        { id: `${orderId}-plain`, name: 'Poster', quantity: 1, customisation: null },
      ]);
      await opened.records.add(
        lineIds.map((orderLineId) => ({ orderLineId, orderId })),
        AT,
      );
      return { orderId, publicId, lineIds, lineId: lineIds[0] as string };
    };
    const jobOf = async (publicId: string) => (await opened.records.ofOrder(publicId))._unsafeUnwrap()?.lines[0]?.job;

    it('lists an order’s personalised lines with their pending jobs; an unknown order is null', async () => {
      const { publicId, lineIds } = await anOrder(2);
      const found = (await opened.records.ofOrder(publicId))._unsafeUnwrap();
      expect(found?.publicId).toBe(publicId);
      expect(found?.lines.map((line) => line.orderLineId)).toEqual(lineIds);
      expect(found?.lines[0]).toMatchObject({ name: 'Mug · personalised', quantity: 2, files: [] });
      expect(found?.lines.map((line) => printJobStatus(line.job, AT))).toEqual(['pending', 'pending']);
      expect((await opened.records.ofOrder('PJ-NOBODY'))._unsafeUnwrap()).toBeNull();
    });

    it('adds a line’s record once, however often it is asked', async () => {
      const { orderId, publicId, lineId } = await anOrder(1);
      await opened.records.add([{ orderLineId: lineId, orderId }], AT + 5);
      expect((await opened.records.ofOrder(publicId))._unsafeUnwrap()?.lines).toHaveLength(1);
    });

    it('counts each try and hands it the line’s personalisation', async () => {
      const { orderId, publicId, lineId } = await anOrder(1);
      expect((await opened.records.begin(lineId))._unsafeUnwrap()).toEqual({
        orderLineId: lineId,
        orderId,
        attempt: 1,
        customisation: PERSONALISED,
      });
      expect((await jobOf(publicId))?.tryingSince).not.toBeNull();
      expect((await opened.records.begin(lineId))._unsafeUnwrap()?.attempt).toBe(2);
      expect((await opened.records.begin('no-such-line'))._unsafeUnwrap()).toBeNull();
    });

    it('keeps a failed try’s error for the operator; the job is retrying', async () => {
      const { publicId, lineId } = await anOrder(1);
      await opened.records.begin(lineId);
      await opened.records.fail(lineId, 'RenderFailure: no memory', false, AT + 3_500);
      const job = await jobOf(publicId);
      expect(job).toMatchObject({
        attempts: 1,
        lastError: 'RenderFailure: no memory',
        tryingSince: null,
        failedAt: null,
      });
      expect(printJobStatus(job!, AT + 3_500)).toBe('retrying');
    });

    it('shows a job given up as failed; an operator’s retry tries it once more', async () => {
      const { publicId, lineId } = await anOrder(1);
      await opened.records.begin(lineId);
      await opened.records.fail(lineId, 'NotPrintable: nothing to print', true, AT + 4_100);
      const job = await jobOf(publicId);
      expect(job?.failedAt).toBe(AT + 4_100);
      expect(printJobStatus(job!, AT + 4_100)).toBe('failed');
      expect((await opened.records.begin(lineId))._unsafeUnwrap()?.attempt).toBe(2);
      expect((await jobOf(publicId))?.failedAt).toBeNull();
    });

    it('records the files on the line and closes the job: a later try has nothing to do', async () => {
      const { publicId, lineId } = await anOrder(1);
      await opened.records.begin(lineId);
      await opened.records.complete(lineId, [file('front'), file('back')], AT + 5_500);
      const line = (await opened.records.ofOrder(publicId))._unsafeUnwrap()?.lines[0];
      expect(line?.files).toEqual([file('front'), file('back')]);
      expect(line?.job).toMatchObject({ attempts: 1, doneAt: AT + 5_500, tryingSince: null, lastError: null });
      expect(printJobStatus(line!.job, AT + 5_500)).toBe('done');
      expect((await opened.records.begin(lineId))._unsafeUnwrap()).toBeNull();
      expect((await jobOf(publicId))?.attempts).toBe(1);
    });
  });
