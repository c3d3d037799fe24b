import type { ResultAsync } from 'neverthrow';
import type { DateFilter } from '../../domain/shared/date-filter.ts';
import type { TicketStatus } from '../../domain/tickets/ticket-status.ts';
import type { DeskAction } from '../../shop/back-office/desk-actions.ts';
import type { Amount } from '../../shop/accounts/account-history.port.ts';
import type { FormOutcome, ShownTicket } from '../accounts/self-service-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** What the orders desk's list is narrowed to, as its form and URL carry it ('' for "any"). */
export type DeskQuery = {
  readonly search: string;
  readonly store: string;
  /** An order status code, or ''. */
  readonly status: string;
  readonly dateFilter: DateFilter;
  /** The cursor of the page to show, '' for the first. */
  readonly after: string;
};

/** One line of the orders desk. */
export type DeskListedOrder = {
  readonly publicId: string;
  readonly store: string;
  readonly email: string;
  readonly status: number;
  readonly paymentMethod: string;
  readonly paymentStatus: string;
  readonly total: Amount;
  readonly shipmentState: string | null;
  /** ISO 8601 instant. */
  readonly createdAt: string;
};

/** One page of the desk, and where the next starts (null on the last). */
export type DeskListPage = { readonly orders: readonly DeskListedOrder[]; readonly next: string | null };

/** One order as the desk shows it, with the actions the shop allows on it now. */
export type ShownDeskOrder = DeskListedOrder & {
  readonly contactName: string;
  readonly locale: string;
  readonly subtotal: Amount;
  readonly shipping: Amount;
  readonly discount: Amount;
  readonly shipmentCountry: string;
  readonly shipmentPostalCode: string;
  readonly lines: readonly {
    readonly id: string;
    readonly name: string;
    readonly quantity: number;
    readonly unitPrice: Amount;
    readonly personalised: boolean;
  }[];
  readonly statusHistory: readonly { readonly status: number; readonly at: string }[];
  readonly shipment: {
    readonly method: string;
    readonly carrier: string | null;
    readonly trackingNumber: string | null;
    readonly events: readonly { readonly state: string; readonly note: string | null; readonly at: string }[];
  } | null;
  readonly refundOwed: boolean;
  /** ISO 8601 instant of the refund through the provider, null until then. */
  readonly refundedAt: string | null;
  readonly audit: readonly {
    readonly administratorId: string;
    readonly action: string;
    readonly detail: string;
    readonly at: string;
  }[];
  readonly allowed: readonly DeskAction[];
};

/** A ticket in the support desk's list. */
export type DeskListedTicket = {
  readonly publicId: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly store: string;
  readonly status: TicketStatus;
  readonly orderPublicId: string | null;
  readonly updatedAt: string;
};

export type SupportDeskList = {
  readonly tickets: readonly DeskListedTicket[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
};

/** One conversation as support reads it: who wrote, and the file they sent (support may download it). */
export type SupportTicket = ShownTicket & { readonly name: string; readonly email: string; readonly store: string };

/** The back office's reads for its pages; each answers only for the administrator (the shop checks). */
export interface BackOfficeReads {
  /** Whether the request's customer is the administrator, so the accounts pages show the desks. */
  administrator(): ResultAsync<boolean, ShopUnavailable>;
  orders(query: DeskQuery): ResultAsync<DeskListPage, ShopUnavailable>;
  /** Null when no order has that public id. */
  order(publicId: string): ResultAsync<ShownDeskOrder | null, ShopUnavailable>;
  tickets(status: TicketStatus | null, page: number): ResultAsync<SupportDeskList, ShopUnavailable>;
  /** Null when no ticket has that number. */
  ticket(publicId: string): ResultAsync<SupportTicket | null, ShopUnavailable>;
}

/** The back office's changes, from the browser. */
export interface BackOfficeWrites {
  /** `idempotencyKey` makes a retried or doubled request act once; a refusal (the order moved meanwhile) fails. */
  act(publicId: string, action: DeskAction, idempotencyKey: string): ResultAsync<ShownDeskOrder, ShopUnavailable>;
  /** Answers whether the customer was mailed. */
  answer(publicId: string, message: string): ResultAsync<FormOutcome<boolean>, ShopUnavailable>;
  setTicketStatus(publicId: string, status: 'RESOLVED' | 'ARCHIVED'): ResultAsync<null, ShopUnavailable>;
}
