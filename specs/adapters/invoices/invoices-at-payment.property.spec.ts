import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossJobRunner, type JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresInvoiceRegister } from '../../../adapters/postgres/postgres-invoice-register.ts';
import { postgresOrderLedger } from '../../../adapters/postgres/postgres-order-ledger.ts';
import { postgresPaymentLedger } from '../../../adapters/postgres/postgres-payment-ledger.ts';
import { orders } from '../../../adapters/postgres/schema/index.ts';
import { cryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import { SHOP_JOB_POLICIES, type ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { cancelOrder } from '../../../core/shop/order-lifecycle/cancel-order.use-case.ts';
import { receivePaymentNotification } from '../../../core/shop/payments/receive-payment-notification.use-case.ts';
import { queuedJobs } from '../../support/queued-jobs.ts';
import { insertStoredOrder, type StoredOrder } from '../../support/stored-orders.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const STORES: readonly StoreSlug[] = ['WPX-ES', 'WPX-PL'];
const YEARS = [Date.parse('2026-06-01T10:00:00Z'), Date.parse('2027-02-01T10:00:00Z')];

/** What a shop's day is made of: orders placed, payments confirmed (twice at once, or several orders at once), declined, and cancellations. */
type Step =
  | { readonly kind: 'place'; readonly store: number; readonly total: number }
  | { readonly kind: 'pay'; readonly order: number; readonly year: number; readonly twice: boolean }
  | { readonly kind: 'pay-together'; readonly orders: readonly number[]; readonly year: number }
  | { readonly kind: 'decline'; readonly order: number }
  | { readonly kind: 'cancel'; readonly order: number; readonly year: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    store: fc.nat(STORES.length - 1),
    total: fc.integer({ min: 100, max: 50_000 }),
  }),
  fc.record({ kind: fc.constant('pay' as const), order: fc.nat(), year: fc.nat(1), twice: fc.boolean() }),
  fc.record({
    kind: fc.constant('pay-together' as const),
    orders: fc.array(fc.nat(), { minLength: 2, maxLength: 4 }),
    year: fc.nat(1),
  }),
  fc.record({ kind: fc.constant('decline' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(), year: fc.nat(1) }),
);

type Row = Record<string, unknown>;
const rows = async <T extends Row>(database: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

for (const engine of TEST_ENGINES) {
  describe(`invoices issued at payment on ${engine.name}`, () => {
    let database: DatabaseHandle;
    let runner: JobRunner<ShopJobs>;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
      // Queues only: the property reads the jobs each change queued beside it.
      runner = pgBossJobRunner<ShopJobs>({ database, work: false, policies: SHOP_JOB_POLICIES, report: () => {} });
      await runner.start();
    });
    afterAll(async () => {
      await runner.stop();
      await database.close();
    });

    it('gives every paid order one invoice, numbered 1..n per store and year, and totals of paid orders minus credit notes', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
          let now = YEARS[0] ?? 0;
          const clock = { now: () => now };
          const ids = cryptoIdGenerator;
          const payments = postgresPaymentLedger(database.db, ids, runner.queueIn);
          const ledger = postgresOrderLedger(database.db, ids, runner.queueIn);
          const notify = receivePaymentNotification({ payments, ids, clock });
          const cancel = cancelOrder({ orders: ledger, ids, clock });
          const placed: (StoredOrder & { total: number })[] = [];
          const pick = (index: number) => placed[index % Math.max(placed.length, 1)];
          const notification = (order: StoredOrder & { total: number }, result: 'PAID' | 'CANCELED') => ({
            eventId: ids.uuid(),
            paymentId: order.paymentId,
            result,
            orderPublicId: order.publicId,
            amountMinor: order.total,
            currency: 'EUR',
            createdAt: now,
          });
          for (const each of steps) {
            if (each.kind === 'place') {
              const order = await insertStoredOrder(database.db, { totalMinor: each.total });
              await database.db
                .update(orders)
                .set({ store: STORES[each.store] ?? 'WPX-ES' })
                .where(eq(orders.id, order.orderId));
              placed.push({ ...order, total: each.total });
              continue;
            }
            if (each.kind !== 'decline') now = (YEARS[each.year] ?? now) + placed.length * 60_000;
            const orderOf = each.kind === 'pay-together' ? undefined : pick(each.order);
            if (each.kind === 'pay' && orderOf) {
              const sent = each.twice
                ? [notification(orderOf, 'PAID'), notification(orderOf, 'PAID')]
                : [notification(orderOf, 'PAID')];
              await Promise.all(sent.map((one) => notify(one)));
            } else if (each.kind === 'pay-together') {
              const together = [...new Set(each.orders.map((index) => pick(index)))].filter((one) => one !== undefined);
              await Promise.all(together.map((one) => notify(notification(one, 'PAID'))));
            } else if (each.kind === 'decline' && orderOf) {
              await notify(notification(orderOf, 'CANCELED'));
            } else if (each.kind === 'cancel' && orderOf) {
              await cancel(orderOf.publicId);
            }
          }

          // Every paid order has exactly one invoice; none other has one; credit notes only for paid, cancelled ones.
          const standing = await rows<{
            paid: boolean;
            cancelled: boolean;
            total: number;
            invoices: number;
            credits: number;
          }>(
            database,
            sql`SELECT (p.status = 'PAID') AS paid, (o.status = ${ORDER_STATUS.CANCELED}) AS cancelled, o.total_minor AS total,
                  (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id AND i.kind = 'invoice') AS invoices,
                  (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id AND i.kind = 'credit-note') AS credits
                FROM orders o
                JOIN LATERAL (SELECT status FROM payments WHERE order_id = o.id ORDER BY created_at DESC, id DESC LIMIT 1) p ON true`,
          );
          for (const order of standing) {
            expect(order.invoices).toBe(order.paid ? 1 : 0);
            expect(order.credits).toBe(order.paid && order.cancelled ? 1 : 0);
          }

          // Numbers per series, store and year run 1..n without gaps or repeats.
          const numbers = await rows<{ number: string }>(database, sql`SELECT number FROM invoices`);
          const series = new Map<string, number[]>();
          for (const { number } of numbers) {
            const cut = number.lastIndexOf('-');
            series.set(number.slice(0, cut), [
              ...(series.get(number.slice(0, cut)) ?? []),
              Number(number.slice(cut + 1)),
            ]);
          }
          for (const sequence of series.values()) {
            expect([...sequence].sort((a, b) => a - b)).toEqual(sequence.map((_, index) => index + 1));
          }

          // The register's totals are the paid orders' totals less the credit notes'.
          const register = postgresInvoiceRegister(database.db);
          const [totals] = (await register.totals({}))._unsafeUnwrap();
          const paid = standing.filter((order) => order.paid);
          const sum = (some: typeof standing) => some.reduce((total, order) => total + order.total, 0);
          expect(totals?.total ?? 0).toBe(sum(paid) - sum(paid.filter((order) => order.cancelled)));

          // Each document's PDF is queued once; each invoice's buyer is mailed once.
          const drawn = (await queuedJobs(database, 'invoice-pdf')).map(
            (job) => (job.data as { number: string }).number,
          );
          expect([...drawn].sort()).toEqual(numbers.map((row) => row.number).sort());
          const mailed = (await queuedJobs(database, 'payment-confirmed-mail')).map(
            (job) => (job.data as { invoiceNumber: string }).invoiceNumber,
          );
          expect(new Set(mailed).size).toBe(mailed.length);
          expect(mailed.length).toBe(paid.length);
        }),
        { numRuns: 12 },
      );
    });
  });
}
