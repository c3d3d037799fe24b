import type { ResultAsync } from 'neverthrow';
import type { CartCatalogue } from '../carts/cart-catalogue.port.ts';
import type { CartRepository } from '../carts/cart-repository.port.ts';
import type { PromotionRepository } from '../carts/promotion-repository.port.ts';
import type { CheckoutRepository } from '../checkout/checkout-repository.port.ts';
import type { ShippingCatalogue } from '../checkout/shipping-catalogue.port.ts';
import type { IdempotencyStore } from '../idempotency/idempotency-store.port.ts';
import type { OrderRepository } from './order-repository.port.ts';
import type { PrintJobRecords } from '../print-files/print-job-records.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { CommissionLedger } from '../commissions/commission-ledger.port.ts';
import type { JobQueue } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';

/** Everything placing an order reads and writes, bound to one transaction. */
export type OrderPlacementRepositories = {
  readonly carts: CartRepository;
  readonly checkouts: CheckoutRepository;
  readonly catalogue: CartCatalogue;
  readonly promotions: PromotionRepository;
  readonly shipping: ShippingCatalogue;
  readonly orders: OrderRepository;
  /** Keys of retried requests, so an order and the answer to its key commit together. */
  readonly idempotency: Pick<IdempotencyStore, 'complete'>;
  /** The personalised lines' print job records, so no paid line is ever left without its print files. */
  readonly printJobs: Pick<PrintJobRecords, 'add'>;
  /** The affiliate's commission, credited with the order or not at all. */
  readonly commissions: CommissionLedger;
  /** The order's confirmation mail and print files, queued with the order: run once it commits, never for one rolled back. */
  readonly jobs: JobQueue<ShopJobs>;
};

/** Runs `work` in one transaction: committed when it succeeds, rolled back entirely when it fails. */
export interface UnitOfWork<R> {
  run<T, E>(work: (repositories: R) => ResultAsync<T, E>): ResultAsync<T, E | RepositoryFailure>;
}
