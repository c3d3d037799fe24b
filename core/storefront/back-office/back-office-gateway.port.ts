import type { ShownOrderPickupPoint } from '../orders/shown-order.ts';
import type { ResultAsync } from 'neverthrow';
import type { PrintJobStatus } from '../../domain/print-files/print-job.ts';
import type { DateFilter } from '../../domain/shared/date-filter.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { TicketStatus } from '../../domain/tickets/ticket-status.ts';
import type { DeskAction, DeskOffer } from '../../domain/orders/desk-actions.ts';

import type { FormOutcome, ShownTicket } from '../accounts/self-service-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { DesignDeskForm, DesignDeskList, DesignEditForm, ShownDeskDesign } from './design-desk-views.ts';
import type { CommissionWrites } from './commissions-gateway.port.ts';
import type { Amount } from '../../domain/customers/account-history.ts';
import type { ReviewVerdict } from '../../domain/reviews/review.ts';
import type { SiteSettingsInput } from '../../domain/site/site-settings-fields.ts';

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

/** What the desk's timeline tells of an order (see the shop's orderTimeline). */
export const TIMELINE_KINDS = [
  'placed',
  'paid',
  'status',
  'parcel',
  'shipped',
  'refunded',
  'invoice',
  'credit-note',
  'mail',
  'note',
] as const;

export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * One entry of the order's timeline, newest first; only the fields of its kind are set: `status` (a status code),
 * `state` and `text` (a parcel's step and its note), `carrier` and `trackingNumber` (shipped), `number` (invoice,
 * credit note), `mail` (the event a mail sent told of), `author` and `text` (an internal note).
 */
export type ShownTimelineEntry = {
  readonly kind: TimelineKind;
  /** ISO 8601 instant. */
  readonly at: string;
  readonly status: number | null;
  readonly state: string | null;
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly number: string | null;
  readonly author: string | null;
  readonly text: string | null;
  /** The event a mail told the customer of: 'order-confirmation', 'payment-confirmed', 'order-shipped'… */
  readonly mail: string | null;
};

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
  /** Where the parcel is collected, in full, as the customer's confirmation mail gives it. */
  readonly pickupPoint: (ShownOrderPickupPoint & { readonly id: string }) | null;
  readonly refundOwed: boolean;
  /** ISO 8601 instant of the refund through the provider, null until then. */
  readonly refundedAt: string | null;
  readonly audit: readonly {
    readonly administratorId: string;
    readonly action: string;
    readonly detail: string;
    readonly at: string;
  }[];
  readonly allowed: readonly DeskOffer[];
  /** Everything that happened to the order, internal notes included, newest first. */
  readonly timeline: readonly ShownTimelineEntry[];
};

/** A personalised line's print job as the desk shows it, and a download link per rendered surface. */
export type DeskPrintLine = {
  readonly orderLineId: string;
  readonly status: PrintJobStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly files: readonly {
    readonly surfaceId: string;
    readonly widthPx: number;
    readonly heightPx: number;
    readonly ppi: number;
    readonly url: string;
  }[];
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

/** A store's site config as the back office shows and edits it: the form's fields, a blank id shown as none. */
export type ShownSiteConfigFields = Omit<SiteSettingsInput, 'analyticsId' | 'pushNotificationsId'> & {
  readonly storeSlug: string;
  readonly analyticsId: string | null;
  readonly pushNotificationsId: string | null;
};

/** One line of a store's config change log. */
export type SiteConfigLogLine = {
  readonly id: number;
  readonly field: string;
  readonly from: string;
  readonly to: string;
  readonly administratorId: string;
  readonly administratorEmail: string | null;
  /** ISO 8601 instant. */
  readonly at: string;
};

/** A store's config, the countries its default may be, and a page of its change log (`next`: the next page's start). */
export type ShownSiteConfig = {
  readonly config: ShownSiteConfigFields;
  readonly countryChoices: readonly string[];
  readonly changes: readonly SiteConfigLogLine[];
  readonly next: number | null;
};

/** The back office's reads for its pages; each answers only for the administrator (the shop checks). */
export interface BackOfficeReads {
  /** Whether the request's customer is the administrator, so the accounts pages show the desks. */
  administrator(): ResultAsync<boolean, ShopUnavailable>;
  orders(query: DeskQuery): ResultAsync<DeskListPage, ShopUnavailable>;
  /** Null when no order has that public id. */
  order(publicId: string): ResultAsync<ShownDeskOrder | null, ShopUnavailable>;
  /** The print jobs of the order's personalised lines. */
  printFiles(publicId: string): ResultAsync<readonly DeskPrintLine[], ShopUnavailable>;
  tickets(status: TicketStatus | null, page: number): ResultAsync<SupportDeskList, ShopUnavailable>;
  /** Null when no ticket has that number. */
  ticket(publicId: string): ResultAsync<SupportTicket | null, ShopUnavailable>;
  /** One store's config and the page of its change log below `before` (the newest when null). */
  siteConfig(store: StoreSlug, before: number | null): ResultAsync<ShownSiteConfig, ShopUnavailable>;
  designs(form: DesignDeskForm): ResultAsync<DesignDeskList, ShopUnavailable>;
  /** Null when no design has that id; its form's choices are named in `locale`. */
  design(id: string, locale: Locale): ResultAsync<ShownDeskDesign | null, ShopUnavailable>;
}

/** The back office's changes, from the browser: the desks' and the commissions page's. */
export interface BackOfficeWrites extends CommissionWrites {
  /**
   * `idempotencyKey` makes a retried or doubled request act once; a refusal (the order moved meanwhile) fails, and
   * a carrier or tracking number the shop refuses comes back as the form's problems.
   */
  act(
    publicId: string,
    action: DeskAction,
    idempotencyKey: string,
  ): ResultAsync<FormOutcome<ShownDeskOrder>, ShopUnavailable>;
  /** An internal note on the order, once per `idempotencyKey`; a blank or overlong note comes back as a problem. */
  addNote(
    publicId: string,
    note: string,
    idempotencyKey: string,
  ): ResultAsync<FormOutcome<ShownDeskOrder>, ShopUnavailable>;
  /** Support's answer, resolving the ticket with it when `resolve`. */
  answer(publicId: string, message: string, resolve: boolean): ResultAsync<FormOutcome<boolean>, ShopUnavailable>;
  setTicketStatus(publicId: string, status: 'RESOLVED' | 'ARCHIVED'): ResultAsync<null, ShopUnavailable>;
  /** `idempotencyKey` makes a doubled save act (and be recorded) once; refused fields come back as problems. */
  changeSiteConfig(
    store: string,
    form: SiteSettingsInput,
    idempotencyKey: string,
  ): ResultAsync<FormOutcome<ShownSiteConfigFields>, ShopUnavailable>;
  /** The edit rules' refusals come back as the form's problems. */
  editDesign(
    id: string,
    form: DesignEditForm,
    locale: Locale,
    idempotencyKey: string,
  ): ResultAsync<FormOutcome<ShownDeskDesign>, ShopUnavailable>;
  setDesignPublished(
    id: string,
    published: boolean,
    locale: Locale,
    idempotencyKey: string,
  ): ResultAsync<ShownDeskDesign, ShopUnavailable>;
  judgeReview(
    designId: string,
    reviewId: string,
    verdict: ReviewVerdict,
    locale: Locale,
    idempotencyKey: string,
  ): ResultAsync<ShownDeskDesign, ShopUnavailable>;
}
