import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import {
  issueInvoiceIn,
  postgresInvoiceRegister,
  unfrozenInvoiceNumbers,
} from '../../../adapters/postgres/postgres-invoice-register.ts';
import { invoices, invoiceSequences, orders, payments } from '../../../adapters/postgres/schema/index.ts';
import { insertPaymentAttempt, insertStoredOrder, type StoredOrder } from '../../support/stored-orders.ts';
import { migrationsBefore } from '../../support/migrations-before.ts';
import { freshPostgres, MIGRATIONS, TEST_ENGINES, type TestEngine } from '../../support/test-database.ts';

const MIGRATION = '0021_invoices_at_payment';

const openBefore = async (engine: TestEngine, folder: string) => {
  const url = process.env.TEST_DATABASE_URL;
  if (engine.kind === 'pglite' || !url) {
    const database = await openDatabase({ memory: true });
    await database.migrate(folder);
    return database;
  }
  const fresh = await freshPostgres(url);
  const database = await openDatabase(fresh.location);
  await database.migrate(folder);
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
};

for (const engine of TEST_ENGINES) {
  describe(`migration ${MIGRATION} on ${engine.name}`, () => {
    let database: DatabaseHandle;
    const placed: Record<string, StoredOrder> = {};

    /** An order of `store` whose current payment is `status`, last changed at `at`. */
    const anOrder = async (key: string, store: string, status: string, at: string) => {
      const order = await insertStoredOrder(database.db, { createdAt: new Date(Date.parse(at) - 3_600_000) });
      await database.db.update(orders).set({ store }).where(eq(orders.id, order.orderId));
      await database.db
        .update(payments)
        .set({ status, updatedAt: new Date(at) })
        .where(eq(payments.id, order.paymentId));
      placed[key] = order;
      return order;
    };

    beforeAll(async () => {
      const before = await migrationsBefore(MIGRATION);
      try {
        database = await openBefore(engine, before.folder);
        await anOrder('march', 'WPX-ES', 'PAID', '2026-03-01T10:00:00Z');
        await anOrder('february', 'WPX-ES', 'PAID', '2026-02-01T10:00:00Z');
        // Downloaded by its customer before: it kept the number the download gave it.
        const downloaded = await anOrder('downloaded', 'WPX-ES', 'PAID', '2026-03-05T10:00:00Z');
        await database.db.transaction((tx) =>
          issueInvoiceIn(tx, downloaded.orderId, Date.parse('2026-04-01T10:00:00Z')),
        );
        await anOrder('polish', 'WPX-PL', 'PAID', '2027-01-10T10:00:00Z');
        await anOrder('pending', 'WPX-ES', 'PENDING', '2026-02-02T10:00:00Z');
        // Declined first, paid on its second try: the current attempt is what counts.
        const retried = await anOrder('retried', 'WPX-ES', 'CANCELED', '2026-02-10T10:00:00Z');
        const second = await insertPaymentAttempt(database.db, retried, 'CARD', new Date('2026-02-14T10:00:00Z'));
        await database.db
          .update(payments)
          .set({ status: 'PAID', updatedAt: new Date('2026-02-15T10:00:00Z') })
          .where(eq(payments.id, second));
        await database.migrate(MIGRATIONS);
      } finally {
        await before.remove();
      }
    });
    afterAll(() => database.close());

    const numberOf = async (key: string) =>
      (
        await database.db
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.orderId, placed[key]?.orderId ?? ''))
      ).map((row) => row.number);

    it('issues the missing invoices of paid orders in payment order, per store and year, after the numbers given', async () => {
      expect(await numberOf('downloaded')).toEqual(['WPX-ES-2026-000001']);
      expect(await numberOf('february')).toEqual(['WPX-ES-2026-000002']);
      expect(await numberOf('retried')).toEqual(['WPX-ES-2026-000003']);
      expect(await numberOf('march')).toEqual(['WPX-ES-2026-000004']);
      expect(await numberOf('polish')).toEqual(['WPX-PL-2027-000001']);
      expect(await numberOf('pending')).toEqual([]);
      const sequences = await database.db.select().from(invoiceSequences).orderBy(invoiceSequences.store);
      expect(sequences.map((row) => [row.store, row.year, row.kind, row.lastSequence])).toEqual([
        ['WPX-ES', 2026, 'invoice', 4],
        ['WPX-PL', 2027, 'invoice', 1],
      ]);
    });

    it('dates each invoice at its payment and freezes its document on first read, the next payment numbered after it', async () => {
      expect((await unfrozenInvoiceNumbers(database.db)).sort()).toEqual([
        'WPX-ES-2026-000002',
        'WPX-ES-2026-000003',
        'WPX-ES-2026-000004',
        'WPX-PL-2027-000001',
      ]);
      const register = postgresInvoiceRegister(database.db);
      const document = (await register.document('WPX-ES-2026-000002'))._unsafeUnwrap();
      expect(document).toMatchObject({
        number: 'WPX-ES-2026-000002',
        issuedOn: '2026-02-01',
        orderPublicId: placed['february']?.publicId,
      });
      expect((await register.document('WPX-ES-2026-000002'))._unsafeUnwrap()).toEqual(document);
      expect(await unfrozenInvoiceNumbers(database.db)).not.toContain('WPX-ES-2026-000002');

      const next = await anOrder('next', 'WPX-ES', 'PAID', '2026-05-01T10:00:00Z');
      const issued = await database.db.transaction((tx) =>
        issueInvoiceIn(tx, next.orderId, Date.parse('2026-05-01T10:00:00Z')),
      );
      expect(issued).toEqual(['WPX-ES-2026-000005']);
    });
  });
}
