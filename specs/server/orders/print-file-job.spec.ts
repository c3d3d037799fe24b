import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA, pgBossJobRunner, type JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresPrintJobRecords } from '../../../adapters/postgres/postgres-print-job-records.ts';
import { orderLines, orders } from '../../../adapters/postgres/schema/index.ts';
import { inTransaction } from '../../../adapters/postgres/transaction.ts';
import { printFileKey, printJobStatus } from '../../../core/domain/print-files/print-job.ts';
import { SHOP_JOB_POLICIES, type ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import type { DesignRenderer } from '../../../core/shop/personalisation/design-renderer.port.ts';
import { personalisedCustomisation } from '../../../core/shop/personalisation/personalised-line.ts';
import { renderPrintFile } from '../../../core/shop/print-files/render-print-files.use-case.ts';
import { eventually } from '../../support/eventually.ts';
import { inMemoryBlobStore } from '../../support/in-memory-blob-store.ts';
import { canvasArticle, designDocument, UPLOAD_ID } from '../../support/personalisation-mother.ts';
import { anOrderRow } from '../../support/stored-orders.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

type PrintJobs = Pick<ShopJobs, 'print-file'>;

const IMAGE = { id: UPLOAD_ID, width: 4000, height: 3000, blobKey: 'uploads/x', variants: [], createdAt: 0 };

for (const engine of TEST_ENGINES) {
  describe(`Print files on the job queue (${engine.name})`, () => {
    let database: DatabaseHandle;
    let runner: JobRunner<PrintJobs>;
    const blobs = inMemoryBlobStore();
    const puts: string[] = [];
    /** Lines whose next render fails, as a worker out of memory would. */
    const failNext = new Set<string>();
    const renders: string[] = [];
    let sequence = 0;

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      const renderer: DesignRenderer = {
        preview: () => errAsync({ type: 'RenderFailure', cause: 'not used' }),
        printFile: (target) => {
          const line = [...failNext][0];
          renders.push(target.surface.id);
          if (line !== undefined) {
            failNext.delete(line);
            return errAsync({ type: 'RenderFailure', cause: 'out of memory' });
          }
          const bytes = new TextEncoder().encode(`png:${target.surface.id}`);
          return okAsync({ bytes, format: 'png', widthPx: 3614, heightPx: 4795 });
        },
      };
      runner = pgBossJobRunner<PrintJobs>({
        database,
        work: true,
        policies: { 'print-file': SHOP_JOB_POLICIES['print-file'] },
        pollingIntervalSeconds: 0.5,
        report: () => {},
      });
      runner.handle(
        'print-file',
        renderPrintFile({
          records: postgresPrintJobRecords(database.db),
          surfaces: { surfacesOf: () => okAsync(canvasArticle.surfaces) },
          uploads: { byIds: () => okAsync([IMAGE]) },
          renderer,
          blobs: {
            ...blobs.store,
            put: (key, bytes) => {
              puts.push(key);
              return blobs.store.put(key, bytes);
            },
          },
          clock: { now: () => Date.now() },
          failed: () => {},
        }),
      );
      await runner.start();
    });
    afterAll(async () => {
      await runner.stop();
      await database.close();
    });

    /** A placed order with one personalised line: its record and its job written in the order's transaction. */
    const placeOrder = async () => {
      sequence += 1;
      const orderId = `print-job-order-${engine.kind}-${sequence}`;
      const publicId = `ES-PJ${engine.kind === 'postgres' ? 'P' : 'L'}${String(sequence).padStart(5, '0')}`;
      const lineId = `${orderId}-line`;
      await database.db.insert(orders).values(anOrderRow({ id: orderId, publicId }));
      const customisation = personalisedCustomisation({ document: designDocument(), previewId: 'p1', projectId: null });
      await database.db.insert(orderLines).values({
        id: lineId,
        orderId,
        articleId: 101,
        name: 'Lienzo · personalizado',
        customisation: { ...customisation },
        quantity: 1,
        unitPriceMinor: 2990,
      });
      (
        await inTransaction(database.db, (tx) =>
          postgresPrintJobRecords(tx)
            .add([{ orderLineId: lineId, orderId }], Date.now())
            .andThen(() => runner.queueIn(tx).enqueue('print-file', { orderLineId: lineId })),
        )
      )._unsafeUnwrap();
      runner.wake('print-file');
      return { publicId, lineId };
    };
    const lineOf = async (publicId: string) =>
      (await postgresPrintJobRecords(database.db).ofOrder(publicId))._unsafeUnwrap()?.lines[0];
    const jobsOf = async (lineId: string) =>
      (
        await database.executeSql(
          `SELECT state, retry_count FROM ${JOBS_SCHEMA}.job WHERE name = 'print-file' AND data->>'orderLineId' = $1`,
          [lineId],
        )
      ).rows as { state: string; retry_count: number }[];
    const done = (publicId: string) =>
      eventually(async () => {
        const line = await lineOf(publicId);
        return line?.job.doneAt === null ? undefined : line;
      });

    it('renders a placed personalised order’s print file once, and records it for the operator', async () => {
      const { publicId, lineId } = await placeOrder();
      const line = await done(publicId);
      expect(printJobStatus(line!.job, Date.now())).toBe('done');
      expect(line).toMatchObject({ job: { attempts: 1, lastError: null }, files: [{ surfaceId: 'front' }] });
      expect(puts.filter((key) => key === printFileKey(lineId, 'front'))).toHaveLength(1);
      expect(new TextDecoder().decode(blobs.blobs.get(printFileKey(lineId, 'front')))).toBe('png:front');
      await eventually(async () => ((await jobsOf(lineId))[0]?.state === 'completed' ? true : undefined));

      // The same job run again (its completion lost with a worker) renders nothing more.
      const before = renders.length;
      (await runner.queueIn(database.db).enqueue('print-file', { orderLineId: lineId }))._unsafeUnwrap();
      runner.wake('print-file');
      await eventually(async () => {
        const jobs = await jobsOf(lineId);
        return jobs.length === 2 && jobs.every((job) => job.state === 'completed') ? true : undefined;
      });
      expect(renders.length).toBe(before);
      expect((await lineOf(publicId))?.job.attempts).toBe(1);
    });

    it('retries a failed render with backoff and renders it on the next try', async () => {
      failNext.add('next');
      const { publicId, lineId } = await placeOrder();
      const failed = await eventually(async () => {
        const line = await lineOf(publicId);
        return line?.job.lastError === null ? undefined : line;
      });
      expect(failed?.job).toMatchObject({ attempts: 1, lastError: 'RenderFailure: out of memory', doneAt: null });
      expect(printJobStatus(failed!.job, Date.now())).toBe('retrying');
      // Waiting out its backoff in the queue, not given up.
      await eventually(async () => ((await jobsOf(lineId))[0]?.state === 'retry' ? true : undefined));

      // The backoff's wait (30 s and more) passes: the retry falls due now.
      await database.executeSql(
        `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE name = 'print-file' AND data->>'orderLineId' = $1`,
        [lineId],
      );
      runner.wake('print-file');
      const line = await done(publicId);
      expect(line).toMatchObject({ job: { attempts: 2, lastError: null }, files: [{ surfaceId: 'front' }] });
      expect(puts.filter((key) => key === printFileKey(lineId, 'front'))).toHaveLength(1);
    });
  });
}
