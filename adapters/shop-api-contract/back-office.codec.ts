import * as t from 'io-ts';
import { ORDER_STATUS, isOrderStatus, type OrderStatus } from '../../core/domain/orders/order-status.ts';
import { DATE_FILTERS, type DateFilter } from '../../core/domain/shared/date-filter.ts';
import { TRACKING_STATES, type TrackingState } from '../../core/domain/shipments/tracking-state.ts';
import type { DeskAction, DeskOffer } from '../../core/domain/orders/desk-actions.ts';
import { ORDER_NOTE_MAX_LENGTH } from '../../core/domain/orders/order-note.ts';
import { TIMELINE_KINDS, type TimelineKind } from '../../core/storefront/back-office/back-office-gateway.port.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { BooleanFromString } from './accounts.codec.ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import { OrderPickupPointCodec } from './orders.codec.ts';
import { documented } from './json-schema.ts';
import { PositiveIntFromString } from './primitives.codec.ts';
import { shownTicketProps, TicketParams, TicketStatusCodec } from './tickets.codec.ts';
import { wireType } from './wire-object.ts';

/** The back office's Shop API paths, relative to the base path; every one answers the administrator alone. */
export const BACK_OFFICE_PATHS = {
  orders: '/back-office/orders',
  order: '/back-office/orders/:public_id',
  /** POST with an Idempotency-Key: one action on one order. */
  actions: '/back-office/orders/:public_id/actions',
  /** POST with an Idempotency-Key: an internal note on one order, never shown to its customer. */
  notes: '/back-office/orders/:public_id/notes',
  tickets: '/back-office/tickets',
  ticket: '/back-office/tickets/:id',
  /** POST: support answers, the customer is mailed. */
  answers: '/back-office/tickets/:id/answers',
  /** POST: RESOLVED or ARCHIVED. */
  status: '/back-office/tickets/:id/status',
  /** GET one store's config and change log; POST with an Idempotency-Key: its whole config, each change recorded. */
  config: '/back-office/config',
  /** Every invoice and credit note, with the filtered set's totals. */
  invoices: '/back-office/invoices',
  /** The filtered set as the accountant's CSV. */
  invoicesCsv: '/back-office/invoices.csv',
  /** One invoice or credit note: the PDF its customer downloads. */
  invoicePdf: '/back-office/invoices/:number/pdf',
} as const;

export const oneOf = <T extends string>(values: readonly T[], name: string): t.Type<T, string, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

/** An order status as the desk's form sends it: its code. */
export const OrderStatusFromString = documented(
  new t.Type<OrderStatus, string, unknown>(
    'OrderStatusFromString',
    (u): u is OrderStatus => typeof u === 'number' && isOrderStatus(u),
    (u, c) =>
      typeof u === 'string' && /^\d{1,3}$/.test(u) && isOrderStatus(Number(u))
        ? t.success(Number(u) as OrderStatus)
        : t.failure(u, c, 'expected an order status code'),
    String,
  ),
  { type: 'string', enum: Object.values(ORDER_STATUS).map(String) },
);

/** A keyset cursor: the last order's creation instant (ms) and public id, as one opaque token. */
export type DeskCursorToken = { readonly createdAt: number; readonly publicId: string };

export const DeskCursorFromString = documented(
  new t.Type<DeskCursorToken, string, unknown>(
    'DeskCursor',
    (u): u is DeskCursorToken => typeof u === 'object' && u !== null && 'createdAt' in u && 'publicId' in u,
    (u, c) => {
      const found = typeof u === 'string' ? /^(\d{1,15})~([A-Za-z0-9_-]{1,64})$/.exec(u) : null;
      return found === null
        ? t.failure(u, c, 'expected a page cursor')
        : t.success({ createdAt: Number(found[1]), publicId: found[2] as string });
    },
    (cursor) => `${cursor.createdAt}~${cursor.publicId}`,
  ),
  { type: 'string', pattern: '^\\d+~[A-Za-z0-9_-]+$' },
);

export const DeskOrdersQuery = t.partial({
  search: t.string,
  store: StoreSlugCodec,
  status: OrderStatusFromString,
  date_filter: oneOf<DateFilter>(DATE_FILTERS, 'DateFilter'),
  after: DeskCursorFromString,
  ext_session_id: t.string,
});

export const DeskOrderParams = t.type({
  public_id: documented(
    new t.Type<string, string, unknown>(
      'OrderPublicId',
      (u): u is string => typeof u === 'string',
      (u, c) =>
        typeof u === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(u) ? t.success(u) : t.failure(u, c, 'an order public id'),
      String,
    ),
    { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  ),
});

const TrackingStateCodec = oneOf<TrackingState>(TRACKING_STATES, 'TrackingState');

/** The ship form's fields as the request names them. */
export const SHIP_FORM_FIELDS = { trackingNumber: 'tracking_number' } as const satisfies FormFieldNames;

/** Any text up to `max` characters: the core names what is wrong with it, field by field. */
const BoundedText = (max: number) =>
  documented(
    new t.Type<string, string, unknown>(
      `TextUpTo${max}`,
      (u): u is string => typeof u === 'string' && u.length <= max,
      (u, c) =>
        typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c, `at most ${max} characters`),
      String,
    ),
    { type: 'string', maxLength: max },
  );

/**
 * One action, as the desk's buttons send it. Shipping carries the carrier and tracking number as typed (absent is
 * blank), so that the core names a missing or mistyped one as the form's field.
 */
export const DeskActionBody = t.intersection([
  t.union([
    t.type({ action: t.literal('advance-order'), to: OrderStatusFromString }),
    t.type({ action: t.literal('advance-shipment'), to: TrackingStateCodec }),
    t.intersection([
      t.type({ action: t.literal('ship') }),
      t.partial({ carrier: BoundedText(40), tracking_number: BoundedText(64) }),
    ]),
    t.type({ action: t.keyof({ 'confirm-payment': null, cancel: null, refund: null }) }),
  ]),
  t.partial({ ext_session_id: t.string }),
]);

export const deskActionOf = (body: t.TypeOf<typeof DeskActionBody>): DeskAction => {
  if (body.action === 'advance-order') return { kind: body.action, to: body.to };
  if (body.action === 'advance-shipment') return { kind: body.action, to: body.to };
  if (body.action === 'ship')
    return { kind: body.action, carrier: body.carrier ?? '', trackingNumber: body.tracking_number ?? '' };
  return { kind: body.action };
};

/** The request's fields for one action: what DeskActionBody decodes. */
export const deskActionParams = (action: DeskAction): Record<string, string> => {
  switch (action.kind) {
    case 'advance-order':
    case 'advance-shipment':
      return { action: action.kind, to: String(action.to) };
    case 'ship':
      return { action: action.kind, carrier: action.carrier, tracking_number: action.trackingNumber };
    default:
      return { action: action.kind };
  }
};

const OrderStatusCode = documented(
  new t.Type<OrderStatus, number, unknown>(
    'OrderStatus',
    (u): u is OrderStatus => typeof u === 'number' && isOrderStatus(u),
    (u, c) => (typeof u === 'number' && isOrderStatus(u) ? t.success(u) : t.failure(u, c, 'an order status code')),
    (status) => status,
  ),
  { type: 'integer', enum: Object.values(ORDER_STATUS) },
);

/** An action the desk offers; shipping is offered bare, its carrier and number given in its form. */
export const DeskOfferCodec: t.Type<DeskOffer, unknown, unknown> = t.union([
  t.type({ kind: t.literal('advance-order'), to: OrderStatusCode }),
  t.type({ kind: t.literal('advance-shipment'), to: TrackingStateCodec }),
  t.type({ kind: t.keyof({ ship: null, 'confirm-payment': null, cancel: null, refund: null }) }),
]) as unknown as t.Type<DeskOffer, unknown, unknown>;

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

const AmountCodec = wireType({ amount: t.number, currency: t.string }, 'Amount');

const deskListedOrderProps = {
  publicId: t.string,
  store: t.string,
  email: t.string,
  status: t.number,
  paymentMethod: t.string,
  paymentStatus: t.string,
  total: AmountCodec,
  shipmentState: Nullable(t.string),
  createdAt: t.string,
};

export const DeskListedOrderCodec = wireType(deskListedOrderProps, 'DeskListedOrder');

export const DeskListPageCodec = wireType(
  { orders: t.readonlyArray(DeskListedOrderCodec), next: Nullable(t.string) },
  'DeskListPage',
);

export const ShownDeskOrderCodec = wireType(
  {
    ...deskListedOrderProps,
    contactName: t.string,
    locale: t.string,
    subtotal: AmountCodec,
    shipping: AmountCodec,
    discount: AmountCodec,
    shipmentCountry: t.string,
    shipmentPostalCode: t.string,
    lines: t.readonlyArray(
      wireType(
        { id: t.string, name: t.string, quantity: t.number, unitPrice: AmountCodec, personalised: t.boolean },
        'DeskOrderLine',
      ),
    ),
    statusHistory: t.readonlyArray(wireType({ status: t.number, at: t.string }, 'DeskStatusChange')),
    shipment: Nullable(
      wireType(
        {
          method: t.string,
          carrier: Nullable(t.string),
          trackingNumber: Nullable(t.string),
          events: t.readonlyArray(wireType({ state: t.string, note: Nullable(t.string), at: t.string }, 'DeskEvent')),
        },
        'DeskShipment',
      ),
    ),
    pickupPoint: Nullable(OrderPickupPointCodec),
    refundOwed: t.boolean,
    refundedAt: Nullable(t.string),
    audit: t.readonlyArray(
      wireType({ administratorId: t.string, action: t.string, detail: t.string, at: t.string }, 'DeskAudit'),
    ),
    allowed: t.readonlyArray(DeskOfferCodec),
    timeline: t.readonlyArray(
      wireType(
        {
          kind: oneOf<TimelineKind>(TIMELINE_KINDS, 'TimelineKind'),
          at: t.string,
          status: Nullable(t.number),
          state: Nullable(t.string),
          carrier: Nullable(t.string),
          trackingNumber: Nullable(t.string),
          number: Nullable(t.string),
          author: Nullable(t.string),
          text: Nullable(t.string),
          mail: Nullable(t.string),
        },
        'DeskTimelineEntry',
      ),
    ),
  },
  'ShownDeskOrder',
);

/** The note form's field as the request names it. */
export const NOTE_FORM_FIELDS = { note: 'note' } as const satisfies FormFieldNames;

/**
 * An internal note as typed: the edge bounds it at twice the core's limit (a character may take two UTF-16 units),
 * and the core names a blank or overlong one as the form's field.
 */
export const DeskNoteBody = t.intersection([
  t.type({ note: BoundedText(2 * ORDER_NOTE_MAX_LENGTH) }),
  t.partial({ ext_session_id: t.string }),
]);

export const SupportQueueQueryCodec = t.partial({
  status: TicketStatusCodec,
  page: PositiveIntFromString,
  ext_session_id: t.string,
});

/** One ticket as the support desk lists it. */
export const DeskListedTicketCodec = wireType(
  {
    publicId: t.string,
    name: t.string,
    email: t.string,
    subject: t.string,
    store: t.string,
    status: TicketStatusCodec,
    orderPublicId: Nullable(t.string),
    updatedAt: t.string,
  },
  'DeskListedTicket',
);

export const SupportDeskListCodec = wireType(
  { tickets: t.readonlyArray(DeskListedTicketCodec), total: t.number, page: t.number, pageSize: t.number },
  'SupportDeskList',
);

export const SupportTicketCodec = wireType(
  { ...shownTicketProps, name: t.string, email: t.string, store: t.string },
  'SupportTicket',
);

export const SupportTicketParams = TicketParams;

/** `resolve=true` resolves the ticket with the answer; without it the ticket stays as it is, awaiting the shopper. */
export const SupportAnswerBody = t.intersection([
  t.type({ message: t.string }),
  t.partial({ resolve: BooleanFromString, ext_session_id: t.string }),
]);

export const SupportAnswerCodec = wireType(
  { ticket: SupportTicketCodec, customerNotified: t.boolean },
  'SupportAnswer',
);

export const TicketStatusBody = t.intersection([
  t.type({ status: t.keyof({ RESOLVED: null, ARCHIVED: null }) }),
  t.partial({ ext_session_id: t.string }),
]);
