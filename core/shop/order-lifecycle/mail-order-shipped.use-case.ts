import { okAsync, type ResultAsync } from 'neverthrow';
import type { BrandNames } from '../accounts/brand-names.ts';
import { jobFailed, type JobHandler } from '../jobs/job-queue.port.ts';
import type { ShopJobs } from '../jobs/shop-jobs.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { orderShippedMail, type ShippedOrder } from './order-shipped-mail.ts';

/** Who a shipped order's mail goes to, with the carrier and number it was shipped with. */
export interface ShippedOrders {
  /** The order with that public id, shipped with a carrier and tracking number; undefined otherwise. */
  shipped(publicId: string): ResultAsync<(ShippedOrder & { readonly store: StoreSlug }) | undefined, RepositoryFailure>;
}

export type MailOrderShippedDeps = {
  readonly orders: ShippedOrders;
  /** The mail server itself: this already is a job, retried on its own, so it queues no second one. */
  readonly mailer: Mailer;
  readonly brandNames: BrandNames;
  /** Each store's own origin: the mail's Message-ID is on its host. */
  readonly siteUrls: SiteUrls;
};

/**
 * Mails the "on its way" mail the shipping queued with itself, naming the carrier and tracking number as they are at
 * sending. A failed read or send fails the try, to be retried.
 */
export const mailOrderShipped =
  (deps: MailOrderShippedDeps): JobHandler<ShopJobs['order-shipped-mail']> =>
  ({ publicId }) =>
    deps.orders
      .shipped(publicId)
      .andThen((order): ResultAsync<void, RepositoryFailure | MailNotSent> =>
        order === undefined
          ? okAsync(undefined)
          : deps
              .brandNames(order.store)
              .andThen((brand) => deps.mailer.send(orderShippedMail(order, brand, deps.siteUrls(order.store)))),
      )
      .mapErr((error) => jobFailed(error.cause));
