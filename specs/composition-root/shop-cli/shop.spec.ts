import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS } from '../../../adapters/postgres/database.ts';
import { runShopCommand } from '../../../composition-root/shop-cli/shop.ts';
import { filesystemBlobStore } from '../../../adapters/blob-store/filesystem-blob-store.ts';
import { eq } from 'drizzle-orm';
import {
  backOfficeActions,
  invoices,
  orderLines,
  paymentEvents,
  paymentRefunds,
  printJobs,
} from '../../../adapters/postgres/schema/index.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { templateOf } from '../../support/database-templates.ts';
import { insertStoredOrder, readStoredOrder, type StoredOrder } from '../../support/stored-orders.ts';
import { APP_ROOT } from '../../support/test-app.ts';
import { MIGRATIONS } from '../../support/test-database.ts';
import { errAsync } from 'neverthrow';
import { pgBossJobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { jobFailed } from '../../../core/shop/jobs/job-queue.port.ts';
import { eventually } from '../../support/eventually.ts';

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string };

let dataDir: string;
let paid: StoredOrder;
let transfer: StoredOrder;

const cliEnv = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' });

/** `npm run shop -- …` as an operator runs it, against the spec's own embedded database. */
const shopProcess = (...args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      [path.join(APP_ROOT, 'composition-root/shop-cli/shop.mjs'), ...args],
      { cwd: APP_ROOT, env: cliEnv() },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** The same command the process runs, called here: the process's loader is proven once, not per call. */
const shop = async (...args: string[]): Promise<Run> => {
  let stdout = '';
  let stderr = '';
  const code = await runShopCommand(args, cliEnv(), {
    out: (line) => void (stdout += `${line}\n`),
    err: (line) => void (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
};

const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate(MIGRATIONS);
    return await work(database.db);
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'estampa-shop-cli-'));
  // The operator's data directory, migrated: written from the run's template rather than migrated again.
  const migrated = new PGlite(dataDir, { loadDataDir: await templateOf('migrated'), extensions: PGLITE_EXTENSIONS });
  await migrated.waitReady;
  await migrated.close();
  [paid, transfer] = await withDatabase(async (db) => [
    await insertStoredOrder(db, { paymentStatus: 'PAID', deliveryMethod: 'ADDRESS' }),
    await insertStoredOrder(db, { method: 'BANK_TRANSFER', deliveryMethod: null }),
  ]);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run shop', () => {
  it('lists the payment notifications refused for naming another amount, currency or order', async () => {
    await withDatabase((db) =>
      db.insert(paymentEvents).values({ eventId: 'ev-cheap', paymentId: paid.paymentId, outcome: 'MISMATCH amount' }),
    );
    const run = await shop('payments', 'mismatches');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`${paid.publicId}\\s+${paid.paymentId}\\s+ev-cheap\\s+MISMATCH amount`));
  });

  it('lists the orders in one status', async () => {
    const run = await shopProcess('orders', 'list', '--status', 'RECEIVED');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('PUBLIC ID');
    expect(run.stdout).toMatch(
      new RegExp(`${paid.publicId}\\s+0 RECEIVED\\s+CONFIRMED\\s+CARD PAID\\s+24\\.90 EUR\\s+PROCESSING`),
    );
    expect(run.stdout).toContain(`${transfer.publicId}`);
  });

  it('moves an order into production, and refuses a step the rules do not allow with exit code 1', async () => {
    const advanced = await shop('orders', 'advance', paid.publicId, '1');
    expect([advanced.code, advanced.stdout.split('\n')[0]]).toEqual([
      0,
      `Order ${paid.publicId}: 0 RECEIVED -> 1 IN_PRODUCTION`,
    ]);
    const refused = await shop('orders', 'advance', paid.publicId, 'DELIVERED');
    expect([refused.code, refused.stderr.trim()]).toEqual([
      1,
      'An order cannot go from 1 IN_PRODUCTION to 15 DELIVERED.',
    ]);
  });

  it('ships only with a tracking number in the carrier format, and only a packed order', async () => {
    const bare = await shop('orders', 'advance', paid.publicId, 'SHIPPED');
    expect([bare.code, bare.stderr.trim()]).toEqual([
      1,
      'Shipping needs the tracking number: orders ship <public_id> <carrier> --tracking <number>.',
    ]);
    const mistyped = await shop('orders', 'ship', paid.publicId, 'ups', '--tracking', '1Z999AA10123456785');
    expect([mistyped.code, mistyped.stderr.trim()]).toEqual([1, "The tracking number is not in the carrier's format."]);
    const unknown = await shop('orders', 'ship', paid.publicId, 'seur', '--tracking', '1234');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      1,
      'Unknown carrier: one of CORREOS, MONDIAL_RELAY, DHL_PARCEL, GLS, CHRONOEXPRESS, UPS.',
    ]);
    const early = await shop('orders', 'ship', paid.publicId, 'ups', '--tracking', '1Z999AA10123456784');
    expect([early.code, early.stderr.trim()]).toEqual([1, 'An order cannot go from 1 IN_PRODUCTION to 9 SHIPPED.']);
  });

  it("records the shipment's next tracking state with a note", async () => {
    const unnumbered = await shop('shipments', 'advance', paid.publicId, 'ON_ROUTE');
    expect(unnumbered.code).toBe(1);
    const moved = await shop('shipments', 'advance', paid.publicId, 'INCIDENCE', '--note', 'Label torn');
    expect([moved.code, moved.stdout.trim()]).toEqual([0, `Shipment of ${paid.publicId}: now INCIDENCE`]);
    const skipped = await shop('shipments', 'advance', paid.publicId, 'DELIVERED');
    expect([skipped.code, skipped.stderr.trim()]).toEqual([1, 'A shipment cannot go from INCIDENCE to DELIVERED.']);
  });

  it('confirms a bank transfer, then cancels the order and asks the shopper for refund details', async () => {
    const confirmed = await shop('payments', 'confirm', transfer.publicId);
    expect([confirmed.code, confirmed.stdout]).toEqual([0, expect.stringContaining('BANK_TRANSFER: PENDING -> PAID')]);
    const canceled = await shop('orders', 'cancel', transfer.publicId);
    expect(canceled.code).toBe(0);
    expect(canceled.stdout).toContain(`Order ${transfer.publicId}: 0 RECEIVED -> 10 CANCELED`);
    expect(canceled.stdout).toMatch(/raised PROVIDE_DATA_TO_REFUND \(.+\)\n\s+refund: BANK_TRANSFER/);
  });

  it('explains unknown orders, commands and values', async () => {
    const unknown = await shop('payments', 'confirm', 'NOPE');
    const command = await shop('orders', 'frobnicate', 'X');
    const status = await shop('orders', 'advance', paid.publicId, '999');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'No order with public id NOPE.']);
    expect([command.code, command.stderr.split('\n')[0]]).toEqual([2, 'Unknown command: orders frobnicate']);
    expect([status.code, status.stderr.split('\n')[0]]).toEqual([2, 'Unknown status 999.']);
  });

  it('left the order history, tracking and refund action in the database', async () => {
    const [shipped, refunded] = await withDatabase(async (db) => [
      await readStoredOrder(db, paid),
      await readStoredOrder(db, transfer),
    ]);
    expect(shipped.history.map((entry) => entry.status)).toEqual([ORDER_STATUS.IN_PRODUCTION]);
    expect([shipped.shipmentState, shipped.tracking]).toEqual([
      'INCIDENCE',
      [{ state: 'INCIDENCE', note: 'Label torn' }],
    ]);
    expect([refunded.status, refunded.payment?.status, refunded.actions]).toEqual([
      ORDER_STATUS.CANCELED,
      'PAID',
      [{ type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' }],
    ]);
  });
});

describe('npm run shop -- orders refund', () => {
  let card: StoredOrder;
  let wire: StoredOrder;
  let shipped: StoredOrder;

  beforeAll(async () => {
    [card, wire, shipped] = await withDatabase(async (db) => [
      await insertStoredOrder(db, { paymentStatus: 'PAID', deliveryMethod: 'ADDRESS' }),
      await insertStoredOrder(db, { method: 'BANK_TRANSFER', paymentStatus: 'PAID', deliveryMethod: null }),
      await insertStoredOrder(db, { paymentStatus: 'PAID', status: ORDER_STATUS.SHIPPED }),
    ]);
  });

  it('is listed in the help', async () => {
    const help = await shopProcess('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/orders refund <public_id>\s+send a paid online payment back/);
  });

  it('sends a paid card payment back once, cancelling the order with its credit note, recorded as the operator', async () => {
    const refunded = await shop('orders', 'refund', card.publicId);
    expect([refunded.code, refunded.stdout.split('\n')]).toEqual([
      0,
      [
        `Order ${card.publicId}: 0 RECEIVED -> 10 CANCELED`,
        '  payment CARD: PAID',
        '  refunded through the payment provider; credit note issued',
        '',
      ],
    ]);
    const again = await shop('orders', 'refund', card.publicId);
    expect([again.code, again.stderr.trim()]).toEqual([1, `Order ${card.publicId} was already refunded.`]);
    const [refunds, documents, audit] = await withDatabase(async (db) => [
      await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, card.orderId)),
      await db.select().from(invoices).where(eq(invoices.orderId, card.orderId)),
      await db.select().from(backOfficeActions).where(eq(backOfficeActions.orderId, card.orderId)),
    ]);
    expect(refunds).toHaveLength(1);
    expect(documents.map((row) => row.kind).sort()).toEqual(['credit-note', 'invoice']);
    expect(audit.map((row) => [row.action, row.administratorId.startsWith('cli:')])).toEqual([['refund', true]]);
  });

  it('refuses what the rules forbid with exit code 1, changing and recording nothing', async () => {
    const transfer = await shop('orders', 'refund', wire.publicId);
    expect([transfer.code, transfer.stderr.trim()]).toEqual([
      1,
      `Order ${wire.publicId} has no paid online payment to send back: a transfer is refunded to the account the customer gives.`,
    ]);
    const gone = await shop('orders', 'refund', shipped.publicId);
    expect([gone.code, gone.stderr.trim()]).toEqual([1, 'An order cannot go from 9 SHIPPED to 10 CANCELED.']);
    const unknown = await shop('orders', 'refund', 'ES-NOSUCH');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'No order with public id ES-NOSUCH.']);
    const [stillPaid, refunds, audit] = await withDatabase(async (db) => [
      await readStoredOrder(db, shipped),
      await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, shipped.orderId)),
      await db.select().from(backOfficeActions).where(eq(backOfficeActions.orderId, wire.orderId)),
    ]);
    expect([stillPaid.status, refunds, audit]).toEqual([ORDER_STATUS.SHIPPED, [], []]);
  });
});

describe('npm run shop -- orders print-files', () => {
  let printed: StoredOrder;
  const file = {
    surfaceId: 'wrap',
    blobKey: 'print-files/pf-line-1/wrap.png',
    format: 'png',
    widthPx: 1606,
    heightPx: 740,
    ppi: 200,
  };
  /** A two-sided cushion: one file per surface, named for it. */
  const sides = ['front', 'back'].map((surfaceId) => ({
    surfaceId,
    blobKey: `print-files/pf-line-3/${surfaceId}.png`,
    format: 'png',
    widthPx: 2398,
    heightPx: 2398,
    ppi: 150,
  }));

  beforeAll(async () => {
    printed = await withDatabase(async (db) => {
      const order = await insertStoredOrder(db, { paymentStatus: 'PAID', deliveryMethod: 'ADDRESS' });
      const personalised = { personalisation: { document: { articleId: 101 }, previewId: 'p', projectId: null } };
      await db.insert(orderLines).values([
        {
          id: 'pf-line-1',
          orderId: order.orderId,
          articleId: 101,
          name: 'Taza · personalizada',
          customisation: personalised,
          quantity: 2,
          unitPriceMinor: 1295,
          printFiles: [file],
        },
        {
          id: 'pf-line-2',
          orderId: order.orderId,
          articleId: 101,
          name: 'Taza · nombres',
          customisation: personalised,
          quantity: 1,
          unitPriceMinor: 1295,
        },
        {
          id: 'pf-line-3',
          orderId: order.orderId,
          articleId: 107,
          name: 'Cojín · dos caras',
          customisation: { personalisation: { document: { articleId: 107 }, previewId: 'q', projectId: null } },
          quantity: 1,
          unitPriceMinor: 2495,
          printFiles: sides,
        },
      ]);
      await db.insert(printJobs).values([
        { orderLineId: 'pf-line-1', orderId: order.orderId, attempts: 1, doneAt: new Date('2026-11-20T10:00:05Z') },
        {
          orderLineId: 'pf-line-2',
          orderId: order.orderId,
          attempts: 6,
          failedAt: new Date('2026-11-20T12:00:00Z'),
          lastError: 'RenderFailure: corrupt upload',
        },
        { orderLineId: 'pf-line-3', orderId: order.orderId, attempts: 1, doneAt: new Date('2026-11-20T10:00:09Z') },
      ]);
      return order;
    });
    const blobs = filesystemBlobStore(path.join(dataDir, 'blobs'));
    await blobs.put(file.blobKey, new Uint8Array([137, 80, 78, 71]));
    for (const [index, side] of sides.entries()) await blobs.put(side.blobKey, new Uint8Array([137, 80, index]));
  });

  it('lists each personalised line with its job’s status, attempts, files and last error', async () => {
    const run = await shop('orders', 'print-files', printed.publicId.toLowerCase());
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      `Order ${printed.publicId}: 3 personalised line(s)`,
      '  pf-line-1  2 × Taza · personalizada',
      '    done, 1 attempt(s), done 2026-11-20 10:00:05',
      '    wrap: 1606 × 740 px PNG at 200 PPI',
      '  pf-line-2  1 × Taza · nombres',
      '    failed, 6 attempt(s), done -, given up 2026-11-20 12:00:00',
      '    last error: RenderFailure: corrupt upload',
      '  pf-line-3  1 × Cojín · dos caras',
      '    done, 1 attempt(s), done 2026-11-20 10:00:09',
      '    front: 2398 × 2398 px PNG at 150 PPI',
      '    back: 2398 × 2398 px PNG at 150 PPI',
      '',
    ]);
  });

  it('writes every surface’s file into a directory, each named for its line and surface', async () => {
    const out = path.join(dataDir, 'out');
    const run = await shop('orders', 'print-files', printed.publicId, '--out', out);
    const target = (name: string) => path.join(out, `${printed.publicId}_${name}.png`);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n').slice(-3)).toEqual(
      ['pf-line-1_wrap', 'pf-line-3_front', 'pf-line-3_back'].map((name) => `Wrote ${target(name)}`),
    );
    expect(new Uint8Array(await readFile(target('pf-line-1_wrap')))).toEqual(new Uint8Array([137, 80, 78, 71]));
    expect(new Uint8Array(await readFile(target('pf-line-3_front')))).toEqual(new Uint8Array([137, 80, 0]));
    expect(new Uint8Array(await readFile(target('pf-line-3_back')))).toEqual(new Uint8Array([137, 80, 1]));
  });

  it('names an unknown order, and shows its usage without an order', async () => {
    const unknown = await shop('orders', 'print-files', 'ES-NOSUCH');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'No order with public id ES-NOSUCH.']);
    const usage = await shop('orders', 'print-files');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('orders print-files <public_id> [--out <dir>]');
  });
});

describe('npm run shop -- jobs', () => {
  /** A background job whose only try failed, as the shop's queue keeps it. */
  const failAJob = async () => {
    const database = await openDatabase({ dataDir });
    try {
      const runner = pgBossJobRunner<{ 'spec-print': { readonly line: string } }>({
        database,
        work: true,
        policies: { 'spec-print': { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 } },
        pollingIntervalSeconds: 0.5,
        report: () => {},
      });
      runner.handle('spec-print', () => errAsync(jobFailed('printer on fire')));
      await runner.start();
      (await runner.queueIn(database.db).enqueue('spec-print', { line: 'L1' }))._unsafeUnwrap();
      const [failed] = await eventually(async () => {
        const listed = (await runner.desk.failed())._unsafeUnwrap();
        return listed.length > 0 ? listed : undefined;
      });
      await runner.stop();
      return failed!.id;
    } finally {
      await database.close();
    }
  };

  it('lists the jobs whose tries ran out, and queues one again by its id', async () => {
    expect(await shop('jobs', 'failed')).toEqual({ code: 0, stdout: 'No failed jobs.\n', stderr: '' });
    const id = await failAJob();

    const listed = await shop('jobs', 'failed');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${id}  spec-print  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  1 tries  printer on fire\\n$`),
    );

    expect(await shop('jobs', 'retry', id)).toEqual({ code: 0, stdout: `Job ${id} queued again.\n`, stderr: '' });
    expect(await shop('jobs', 'failed')).toEqual({ code: 0, stdout: 'No failed jobs.\n', stderr: '' });
    expect(await shop('jobs', 'retry', id)).toEqual({ code: 1, stdout: '', stderr: `No failed job with id ${id}.\n` });
  });

  it('shows its usage for anything else', async () => {
    const run = await shop('jobs', 'purge');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('jobs retry <id>');
    expect((await shop('help')).stdout).toContain('jobs failed');
  });
});
