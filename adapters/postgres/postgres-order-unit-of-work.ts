import type { IdGenerator } from '../../core/domain/shared/id-generator.port.ts';
import type { JobQueue } from '../../core/shop/jobs/job-queue.port.ts';
import type { ShopJobs } from '../../core/shop/jobs/shop-jobs.ts';
import type { OrderPlacementRepositories, UnitOfWork } from '../../core/shop/orders/unit-of-work.port.ts';
import type { ShopDatabase } from './database.ts';
import { postgresCartCatalogue } from './postgres-cart-catalogue.ts';
import { postgresCartRepository } from './postgres-cart-repository.ts';
import { postgresCheckoutRepository } from './postgres-checkout-repository.ts';
import { postgresCommissionLedger } from './postgres-commission-ledger.ts';
import { postgresIdempotencyStore } from './postgres-idempotency-store.ts';
import { postgresOrderRepository } from './postgres-order-repository.ts';
import { postgresPrintJobRecords } from './postgres-print-job-records.ts';
import { postgresPromotionRepository } from './postgres-promotion-repository.ts';
import { postgresShippingCatalogue } from './postgres-shipping-catalogue.ts';
import { inTransaction } from './transaction.ts';

/** The same repositories as everywhere else, bound to one transaction. */
export const postgresOrderUnitOfWork = (
  db: ShopDatabase,
  ids: IdGenerator,
  /** The job queue inside a transaction. */
  jobsIn: (tx: ShopDatabase) => JobQueue<ShopJobs>,
): UnitOfWork<OrderPlacementRepositories> => ({
  run: (work) =>
    inTransaction(db, (tx) =>
      work({
        carts: postgresCartRepository(tx),
        checkouts: postgresCheckoutRepository(tx),
        catalogue: postgresCartCatalogue(tx),
        promotions: postgresPromotionRepository(tx),
        shipping: postgresShippingCatalogue(tx),
        orders: postgresOrderRepository(tx, ids),
        idempotency: postgresIdempotencyStore(tx),
        printJobs: postgresPrintJobRecords(tx),
        commissions: postgresCommissionLedger(tx),
        jobs: jobsIn(tx),
      }),
    ),
});
