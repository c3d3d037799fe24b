import type { ResultAsync } from 'neverthrow';
import type { ListedOrder } from '../order-lifecycle/order-ledger.port.ts';
import type { OrderPickupPoint } from '../orders/order.ts';
import type { OrderState } from '../../domain/orders/order-state.ts';
import type { OrderStatus } from '../../domain/orders/order-status.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { DateRange } from '../../domain/shared/date-filter.ts';
import type { DeliveryMethod } from '../../domain/shipments/shipment-mode.ts';
import type { TrackingEvent } from '../../domain/shipments/tracking-timeline.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { OrderNote } from './order-notes.port.ts';

/** Where the next page of the desk's list starts: after this order, newest first. */
export type DeskCursor = { readonly createdAt: number; readonly publicId: string };

/**
 * A search this long or longer also finds an order by the start of its public id, or by part of its buyer's e-mail
 * address or name ("ana@", "garcía", "ES-7Q"); a shorter one only by a whole public id or e-mail address.
 */
export const DESK_PARTIAL_SEARCH_MIN_LENGTH = 3;

/** What the desk's list is narrowed to; `search` is compared without case (see DESK_PARTIAL_SEARCH_MIN_LENGTH). */
export type DeskOrderQuery = {
  readonly search?: string;
  readonly store?: StoreSlug;
  readonly status?: OrderStatus;
  readonly range?: DateRange;
  readonly after?: DeskCursor;
  readonly limit: number;
};

/** One line of the orders desk: an order as the lifecycle lists it, with its store and buyer. */
export type DeskOrder = ListedOrder & {
  readonly store: StoreSlug;
  readonly email: string;
};

export type DeskOrderResults = { readonly orders: readonly DeskOrder[]; readonly next: DeskCursor | null };

export type DeskOrderLine = {
  readonly id: string;
  readonly articleId: number;
  readonly designId: string | null;
  readonly name: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  /** A personalised line has print files to download (once they are drawn). */
  readonly personalised: boolean;
};

/** Who did what to an order from the back office, and when. */
export type DeskActionRecord = {
  readonly administratorId: string;
  readonly action: string;
  readonly detail: string;
  readonly at: number;
};

/** One order as the desk works on it: its state for the rules, and what the page shows. */
export type DeskOrderFile = DeskOrder & {
  readonly state: OrderState;
  readonly contactName: string;
  readonly locale: string;
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly discount: Money;
  readonly shipmentCountry: string;
  readonly shipmentPostalCode: string;
  readonly lines: readonly DeskOrderLine[];
  readonly statusHistory: readonly { readonly status: OrderStatus; readonly at: number }[];
  /** Null when the order is not shipped by the shop. */
  readonly shipment: {
    readonly method: DeliveryMethod;
    readonly carrier: string | null;
    readonly trackingNumber: string | null;
    readonly events: readonly (TrackingEvent & { readonly note: string | null })[];
  } | null;
  /** The pickup point the parcel goes to, as it was when chosen; null for a door delivery. */
  readonly pickupPoint: OrderPickupPoint | null;
  /** A cancelled paid order is owed its money until a refund is recorded. */
  readonly refundOwed: boolean;
  /** When the payment was sent back through the provider, null until then. */
  readonly refundedAt: number | null;
  readonly actions: readonly DeskActionRecord[];
  /** When the current payment was settled, null while it is not. */
  readonly paidAt: number | null;
  /** The order's invoice and credit note, when issued. */
  readonly documents: readonly {
    readonly kind: 'invoice' | 'credit-note';
    readonly number: string;
    readonly at: number;
  }[];
  /** The order's event mails the mail server took: which event (`order-confirmation`…) and when. */
  readonly mails: readonly { readonly event: string; readonly at: number }[];
  /** The desk's internal notes, oldest first: for the administrator alone. */
  readonly notes: readonly OrderNote[];
};

/** The back office's reading of every order, and its record of what administrators did. */
export interface OrderDesk {
  /** Newest first, one page after the cursor. */
  list(query: DeskOrderQuery): ResultAsync<DeskOrderResults, RepositoryFailure>;
  /** Null when no order has that public id. */
  file(publicId: string): ResultAsync<DeskOrderFile | null, RepositoryFailure>;
  /** Keeps one line of the audit trail. */
  record(publicId: string, entry: DeskActionRecord): ResultAsync<void, RepositoryFailure>;
}
