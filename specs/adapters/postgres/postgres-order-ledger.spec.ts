import { eq } from 'drizzle-orm';
import { postgresOrderLedger } from '../../../adapters/postgres/postgres-order-ledger.ts';
import { postgresPaymentLedger } from '../../../adapters/postgres/postgres-payment-ledger.ts';
import { paymentEvents } from '../../../adapters/postgres/schema/index.ts';
import type { ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { inMemoryOrderLedger } from '../../support/in-memory-order-ledger.ts';
import { recordedJobs } from '../../support/recorded-jobs.ts';
import { insertSignedInSession, insertStoredOrder } from '../../support/stored-orders.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeOrderLedgerContract } from './order-ledger.contract.ts';

describeOrderLedgerContract('in-memory fake', async () => {
  const fake = inMemoryOrderLedger();
  return {
    ledger: fake.ledger,
    seed: async (seed) => fake.add(seed),
    signIn: async (sessionId, customerId) => void fake.signIn(sessionId, customerId),
    outcomeOf: async (eventId) => fake.outcomeOf(eventId),
    close: async () => {},
  };
});

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeOrderLedgerContract(engine.name, async () => {
    const database = await openEmptied();
    const ids = sequenceIds();
    return {
      // The ledgers' jobs are the job queue's to prove (specs/server/support/review-invitation-mail.spec.ts).
      ledger: {
        ...postgresOrderLedger(database.db, ids, () => recordedJobs<ShopJobs>().queue),
        ...postgresPaymentLedger(database.db, ids, () => recordedJobs<ShopJobs>().queue),
      },
      seed: async (seed) =>
        (
          await insertStoredOrder(database.db, {
            publicId: seed.publicId,
            method: seed.method ?? 'CARD',
            status: seed.state.status,
            commercialStatus: seed.state.commercialStatus,
            paymentStatus: seed.state.payment.status,
            sessionId: seed.sessionId ?? null,
            customerId: seed.customerId ?? null,
            deliveryMethod: seed.deliveryMethod ?? null,
            ...(seed.createdAt === undefined ? {} : { createdAt: new Date(seed.createdAt) }),
          })
        ).paymentId,
      signIn: async (sessionId, customerId) => void (await insertSignedInSession(database.db, sessionId, customerId)),
      outcomeOf: async (eventId) =>
        (
          await database.db
            .select({ outcome: paymentEvents.outcome })
            .from(paymentEvents)
            .where(eq(paymentEvents.eventId, eventId))
        )[0]?.outcome,
      close: database.close,
    };
  });
}
