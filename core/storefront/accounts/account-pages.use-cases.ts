import { okAsync, ResultAsync } from 'neverthrow';
import type { CataloguePicture } from '../../domain/catalogue/catalogue-picture.ts';
import { ORDER_STATUS } from '../../domain/orders/order-status.ts';
import { isDateFilter, type DateFilter } from '../../domain/shared/date-filter.ts';

import { linePictures } from '../carts/load-cart-page.use-case.ts';
import type { CatalogueGateway } from '../catalogue/catalogue-gateway.port.ts';
import type { PriceStyle } from '../catalogue/price-style.ts';

import type { OrderReader } from '../orders/order-gateway.port.ts';
import type { ShownOrderSummary, ShownPaymentStatus, ShownTracking } from '../orders/shown-order.ts';
import type { AccountGateway } from './account-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { AccountOrder, AccountOrderDetail, AccountTicket } from '../../domain/customers/account-history.ts';
import type { PageDataNotFound } from '../navigation/page-errors.ts';

/** How many orders the accounts home shows before "see all". */
export const HOME_LATEST_ORDERS = 3;

export type AccountsHomePageData = {
  readonly firstName: string;
  readonly latestOrders: readonly AccountOrder[];
  /** Tickets still waiting for an answer or a resolution (PENDING). */
  readonly openTickets: readonly AccountTicket[];
  readonly prices: PriceStyle;
};

/** The accounts home: the customer's first name, latest orders and open tickets. */
export const loadAccountsHomePage =
  (accounts: AccountGateway, prices: PriceStyle) => (): ResultAsync<AccountsHomePageData, ShopUnavailable> =>
    ResultAsync.combine([accounts.firstName(), accounts.orders('without'), accounts.tickets()] as const).map(
      ([firstName, orders, tickets]) => ({
        firstName,
        latestOrders: orders.slice(0, HOME_LATEST_ORDERS),
        openTickets: tickets.filter((ticket) => ticket.status === 'PENDING'),
        prices,
      }),
    );

export type AccountOrdersPageData = {
  readonly filter: DateFilter;
  readonly orders: readonly AccountOrder[];
  readonly prices: PriceStyle;
};

/** A filter the spec does not name lists every order, as no filter does. */
export const loadAccountOrdersPage =
  (accounts: AccountGateway, prices: PriceStyle) =>
  (requested: string | undefined): ResultAsync<AccountOrdersPageData, ShopUnavailable> => {
    const filter: DateFilter = requested !== undefined && isDateFilter(requested) ? requested : 'without';
    return accounts.orders(filter).map((orders) => ({ filter, orders, prices }));
  };

export type AccountOrderPageData = {
  readonly order: AccountOrderDetail;
  readonly summary: ShownOrderSummary;
  readonly payment: ShownPaymentStatus;
  /** Null when the carrier's tracking cannot be read: the page shows the order without its timeline. */
  readonly tracking: ShownTracking | null;
  /** Each line's picture under `pictureKey(line)`. */
  readonly pictures: Readonly<Record<string, CataloguePicture>>;
  readonly prices: PriceStyle;
  /** Where a paid order's invoice downloads from; null until the order is paid. */
  readonly invoiceUrl: string | null;
  /** Where the credit note of a cancelled paid order downloads from; null for every other order. */
  readonly creditNoteUrl: string | null;
  /** Delivered orders invite a review of what came. */
  readonly reviewable: boolean;
};

const REVIEWABLE: readonly number[] = [ORDER_STATUS.DELIVERED];

/** One of the customer's orders, with its invoice or credit note where there is one. */
export const loadAccountOrderPage =
  (
    accounts: AccountGateway,
    orders: OrderReader,
    catalogue: Pick<CatalogueGateway, 'design'>,
    prices: PriceStyle,
    documentUrlsOf: {
      readonly invoice: (publicId: string) => string;
      readonly creditNote: (publicId: string) => string;
    },
  ) =>
  (publicId: string): ResultAsync<AccountOrderPageData, ShopUnavailable | PageDataNotFound> =>
    accounts.order(publicId).andThen((order) =>
      ResultAsync.combine([
        orders.orderSummary(order.publicId),
        orders.paymentStatus(order.publicId),
        linePictures(catalogue, order.lines),
      ] as const).andThen(([summary, payment, pictures]) =>
        orders
          .trackOrder({
            publicId: order.publicId,
            postalCode: summary.shippingAddress.postalCode,
            country: summary.shippingAddress.country,
          })
          .map((tracking): ShownTracking | null => tracking)
          .orElse(() => okAsync(null))
          .map((tracking) => ({
            order,
            summary,
            payment,
            tracking,
            pictures,
            prices,
            invoiceUrl: payment.status === 'PAID' ? documentUrlsOf.invoice(order.publicId) : null,
            // Cancelling a paid order issues its credit note in the same transaction.
            creditNoteUrl:
              payment.status === 'PAID' && order.status === ORDER_STATUS.CANCELED
                ? documentUrlsOf.creditNote(order.publicId)
                : null,
            reviewable: REVIEWABLE.includes(order.status),
          })),
      ),
    );
