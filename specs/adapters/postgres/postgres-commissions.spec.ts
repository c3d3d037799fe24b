import { eq } from 'drizzle-orm';
import { postgresCommissionBook } from '../../../adapters/postgres/postgres-commission-book.ts';
import { postgresCommissionLedger } from '../../../adapters/postgres/postgres-commission-ledger.ts';
import { affiliateHits, orders } from '../../../adapters/postgres/schema/index.ts';
import { COMMERCIAL_STATUS } from '../../../core/domain/orders/commercial-status.ts';
import { ORDER_STATUS } from '../../../core/domain/orders/order-status.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeCommissionsContract } from './commissions.contract.ts';

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeCommissionsContract(engine.name, async () => {
    const database = await openEmptied();
    let hits = 0;
    return {
      ledger: postgresCommissionLedger(database.db),
      book: postgresCommissionBook(database.db),
      seedHit: async (affiliateId, at) =>
        void (await database.db.insert(affiliateHits).values({
          id: `hit-${(hits += 1)}`,
          customerId: affiliateId,
          deviceFootprint: 'footprint',
          domain: 'estampa.example',
          url: `https://estampa.example/?affiliate=${affiliateId}`,
          ip: '203.0.113.7',
          createdAt: new Date(at),
        })),
      seedOrder: () => insertStoredOrder(database.db),
      cancelOrder: async (orderId) =>
        void (await database.db
          .update(orders)
          .set({ status: ORDER_STATUS.CANCELED, commercialStatus: COMMERCIAL_STATUS.CANCELED })
          .where(eq(orders.id, orderId))),
    };
  });
}
