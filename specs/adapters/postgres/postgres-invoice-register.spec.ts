import { eq } from 'drizzle-orm';
import {
  issueCreditNoteIn,
  issueInvoiceIn,
  postgresInvoiceRegister,
} from '../../../adapters/postgres/postgres-invoice-register.ts';
import { orders } from '../../../adapters/postgres/schema/index.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeInvoiceRegisterContract } from './invoice-register.contract.ts';

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeInvoiceRegisterContract(engine.name, async () => {
    const database = await openEmptied();
    const ids = new Map<string, string>();
    return {
      register: postgresInvoiceRegister(database.db),
      seedOrder: async (seed) => {
        const order = await insertStoredOrder(database.db, {
          customerId: seed.customerId,
          currency: seed.currency,
          paymentStatus: seed.paid ? 'PAID' : 'PENDING',
        });
        await database.db.update(orders).set({ store: seed.store }).where(eq(orders.id, order.orderId));
        ids.set(order.publicId, order.orderId);
        return order.publicId;
      },
      pay: (publicId, at) => database.db.transaction((tx) => issueInvoiceIn(tx, ids.get(publicId) ?? '', at)),
      creditNote: (publicId, at) => database.db.transaction((tx) => issueCreditNoteIn(tx, ids.get(publicId) ?? '', at)),
    };
  });
}
