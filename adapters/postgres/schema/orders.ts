import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** What the shopper sees and types into tracking. */
    publicId: text('public_id').notNull().unique(),
    store: text('store').notNull(),
    cartId: text('cart_id').notNull(),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    customerType: text('customer_type').notNull(),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>().notNull(),
    shipment: jsonb('shipment').$type<Record<string, unknown>>().notNull(),
    shipmentPostalCode: text('shipment_postal_code').notNull(),
    shipmentCountry: text('shipment_country').notNull(),
    /** Production/logistics status code (0, 1, 2, 4, 8, 9, 10, 13, 14, 15, 16, 17, 200-202). */
    status: integer('status').notNull(),
    /** Commercial status code (8 confirmed, 5 completed, 100 canceled). */
    commercialStatus: integer('commercial_status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    promotionCode: text('promotion_code'),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('orders_cart_idx').on(t.cartId),
    // The back office's desk pages newest first by (created_at, public_id), searched by e-mail or narrowed by store or status.
    index('orders_desk_idx').on(t.createdAt.desc(), t.publicId.desc()),
    index('orders_email_idx').on(sql`lower(${t.email})`, t.createdAt.desc(), t.publicId.desc()),
    index('orders_store_desk_idx').on(t.store, t.createdAt.desc(), t.publicId.desc()),
    index('orders_status_desk_idx').on(t.status, t.createdAt.desc(), t.publicId.desc()),
    // The desk's partial search (migration 0022): a public id's start, part of the buyer's e-mail or name.
    index('orders_public_id_prefix_idx').on(sql`${t.publicId} text_pattern_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('orders_buyer_name_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.contact} ->> 'firstName', '') || ' ' || coalesce(${t.contact} ->> 'lastName', '') || ' ' || coalesce(${t.contact} ->> 'companyName', '')) gin_trgm_ops`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    articleId: integer('article_id').notNull(),
    designId: text('design_id'),
    name: text('name').notNull(),
    customisation: jsonb('customisation').$type<Record<string, unknown>>(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** A personalised line's print-ready files once rendered: surface, blob key, format, pixels. */
    printFiles: jsonb('print_files').$type<Record<string, unknown>[]>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Every status an order went through, for the tracking timeline and audits. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: integer('status').notNull(),
    commercialStatus: integer('commercial_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

export const shipments = pgTable('shipments', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id)
    .unique(),
  carrier: text('carrier'),
  deliveryMethod: text('delivery_method').notNull(),
  pickupPointId: text('pickup_point_id'),
  trackingNumber: text('tracking_number'),
  state: text('state').notNull(),
  updatedAt: updatedAt(),
});

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: text('id').primaryKey(),
    shipmentId: text('shipment_id')
      .notNull()
      .references(() => shipments.id),
    state: text('state').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.at)],
);

/** Something the shop needs from the shopper, e.g. PROVIDE_DATA_TO_REFUND. */
export const userRequiredActions = pgTable(
  'user_required_actions',
  {
    publicId: text('public_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** What the shopper submitted; only a masked form is ever sent back. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('user_required_actions_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The gateway's reference for the hosted payment page session. */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Gateway notifications, kept by event id so a retried notification is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => payments.id),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: text('customer_id').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    issuedAt: createdAt(),
    /** The invoice as issued (core InvoiceDocument): its PDF is drawn from this alone. */
    document: jsonb('document').$type<Record<string, unknown>>(),
    /** 'invoice', or 'credit-note' (one each per order at most). */
    kind: text('kind').notNull().default('invoice'),
    store: text('store').notNull(),
    /** The invoice a credit note cancels. */
    correctsInvoiceId: text('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    index('invoices_customer_idx').on(t.customerId),
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
    index('invoices_register_idx').on(t.issuedAt.desc(), t.number.desc()),
    index('invoices_store_register_idx').on(t.store, t.issuedAt.desc(), t.number.desc()),
  ],
);

/** The last invoice number given per store and year: numbers follow each other without gaps. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    store: text('store').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
    /** Invoices and credit notes are numbered in separate series. */
    kind: text('kind').notNull().default('invoice'),
  },
  (t) => [primaryKey({ columns: [t.store, t.year, t.kind] })],
);

/** A payment sent back through the provider: one per order at most. */
export const paymentRefunds = pgTable('payment_refunds', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id),
  paymentId: text('payment_id')
    .notNull()
    .references(() => payments.id),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  providerReference: text('provider_reference').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull(),
});

/** An affiliate's commission on an order it brought. */
export const commissions = pgTable(
  'commissions',
  {
    id: text('id').primaryKey(),
    affiliateCustomerId: text('affiliate_customer_id').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The month paid for, 'YYYY-MM' (UTC): the order's, or the next unpaid one when that month was already paid. */
    period: text('period')
      .notNull()
      .default(sql`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM')`),
    netGoodsMinor: integer('net_goods_minor').notNull().default(0),
    rateBasisPoints: integer('rate_basis_points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('commissions_affiliate_idx').on(t.affiliateCustomerId),
    // An order earns one commission.
    uniqueIndex('commissions_order_idx').on(t.orderId),
    index('commissions_period_idx').on(t.period, t.affiliateCustomerId),
  ],
);

/** What an administrator did to an order from the back office: who, when, what. */
export const backOfficeActions = pgTable(
  'back_office_actions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    administratorId: text('administrator_id').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('back_office_actions_order_idx').on(t.orderId, t.at)],
);

/** An administrator's internal note on an order: who wrote it, when, and what; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    authorId: text('author_id').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.at)],
);
