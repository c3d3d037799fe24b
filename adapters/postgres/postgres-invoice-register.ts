import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Address } from '../../core/domain/checkout/address-step.ts';
import type { Contact } from '../../core/domain/checkout/contact-step.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import { composeInvoice, type InvoiceFacts } from '../../core/shop/invoices/compose-invoice.ts';
import { composeCreditNote } from '../../core/shop/invoices/credit-note.ts';
import type { InvoiceDocument, InvoiceKind } from '../../core/shop/invoices/invoice.ts';
import type {
  CurrencyTotal,
  InvoiceRegister,
  RegisterCursor,
  RegisterFilter,
  RegisteredInvoice,
} from '../../core/shop/invoices/invoice-register.port.ts';
import type { ShopDatabase } from './database.ts';
import { invoices, invoiceSequences, orderLines, orders, payments } from './schema/index.ts';
import { attempt } from './transaction.ts';

type OrderRow = typeof orders.$inferSelect;

/** The next number of the store's year in one series, taken under the row's lock: two issuers get two numbers in turn. */
const nextSequence = async (tx: ShopDatabase, store: string, year: number, kind: InvoiceKind): Promise<number> => {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ store, year, kind, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.store, invoiceSequences.year, invoiceSequences.kind],
      set: { lastSequence: sql`${invoiceSequences.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceSequences.lastSequence });
  if (row === undefined) throw new Error('the invoice sequence upsert returned no row');
  return row.sequence;
};

type IssuedRow = Pick<typeof invoices.$inferSelect, 'id' | 'number' | 'orderId' | 'issuedAt' | 'document'>;

const issuedColumns = {
  id: invoices.id,
  number: invoices.number,
  orderId: invoices.orderId,
  issuedAt: invoices.issuedAt,
  document: invoices.document,
};

/**
 * The row's frozen document; a row numbered by migration 0021 (an order paid before invoices were issued at payment)
 * is frozen now from its order, under its number and issue time: the same facts always compose the same document.
 */
const frozen = async (db: ShopDatabase, row: IssuedRow): Promise<InvoiceDocument> => {
  if (row.document) return row.document as unknown as InvoiceDocument;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (order === undefined) throw new Error(`No order ${row.orderId} for invoice ${row.number}`);
  const issuedAt = row.issuedAt.getTime();
  const composed: InvoiceDocument = { ...composeInvoice(await factsOf(db, order), 0, issuedAt), number: row.number };
  // What is stored is what every later read gives (JSON), whichever reader froze it first.
  await db
    .update(invoices)
    .set({ document: composed as unknown as Record<string, unknown> })
    .where(and(eq(invoices.id, row.id), isNull(invoices.document)));
  const [stored] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.id, row.id));
  return stored?.document as unknown as InvoiceDocument;
};

const issuedOf = async (
  tx: ShopDatabase,
  orderId: string,
  kind: InvoiceKind,
): Promise<{ id: string; document: InvoiceDocument } | undefined> => {
  const [issued] = await tx
    .select(issuedColumns)
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return issued ? { id: issued.id, document: await frozen(tx, issued) } : undefined;
};

const factsOf = async (tx: ShopDatabase, order: OrderRow): Promise<InvoiceFacts> => {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return {
    store: order.store as StoreSlug,
    locale: order.locale,
    orderPublicId: order.publicId,
    placedAt: order.createdAt.getTime(),
    currency: order.currency as CurrencyCode,
    contact: order.contact as unknown as Contact,
    billingAddress: order.billingAddress as unknown as Address,
    lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, unitPrice: line.unitPriceMinor })),
    shipping: order.shippingMinor,
    discount: order.discountMinor,
    total: order.totalMinor,
  };
};

const store = async (
  tx: ShopDatabase,
  order: OrderRow,
  document: InvoiceDocument,
  issuedAt: number,
  correctsInvoiceId: string | null,
): Promise<string> => {
  const kind = document.kind ?? 'invoice';
  const id = `${kind}-${order.id}`;
  await tx.insert(invoices).values({
    id,
    number: document.number,
    orderId: order.id,
    // A guest's order is invoiced too; it has no customer to list it under.
    customerId: order.customerId ?? '',
    totalMinor: document.vat.gross,
    currency: order.currency,
    issuedAt: new Date(issuedAt),
    document: document as unknown as Record<string, unknown>,
    kind,
    store: order.store,
    correctsInvoiceId,
  });
  return id;
};

type Issued = { readonly id: string; readonly document: InvoiceDocument; readonly fresh: boolean };

/** The order's invoice, issued now if it is paid and has none; the order's row must be locked by the caller. */
const invoiceOf = async (tx: ShopDatabase, order: OrderRow, issuedAt: number): Promise<Issued | 'not-paid'> => {
  const issued = await issuedOf(tx, order.id, 'invoice');
  if (issued) return { ...issued, fresh: false };
  const [payment] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (payment?.status !== 'PAID') return 'not-paid';
  const sequence = await nextSequence(tx, order.store, new Date(issuedAt).getUTCFullYear(), 'invoice');
  const document = composeInvoice(await factsOf(tx, order), sequence, issuedAt);
  return { id: await store(tx, order, document, issuedAt, null), document, fresh: true };
};

const orderRow = async (tx: ShopDatabase, orderId: string): Promise<OrderRow> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw new Error(`No order ${orderId} to invoice`);
  return order;
};

/**
 * Inside the transaction confirming the order's payment (its row already locked): the invoice, numbered with the
 * next of its store and `issuedAt`'s year (UTC). The numbers issued now: none when it had one, or is not paid.
 */
export const issueInvoiceIn = async (tx: ShopDatabase, orderId: string, issuedAt: number): Promise<string[]> => {
  const invoice = await invoiceOf(tx, await orderRow(tx, orderId), issuedAt);
  return invoice !== 'not-paid' && invoice.fresh ? [invoice.document.number] : [];
};

/**
 * Inside an order change's transaction (the order's row already locked): the credit note cancelling the order's
 * invoice, issuing the invoice first when the paid order had none yet; a second call finds both and adds nothing.
 * The numbers issued now.
 */
export const issueCreditNoteIn = async (tx: ShopDatabase, orderId: string, issuedAt: number): Promise<string[]> => {
  const order = await orderRow(tx, orderId);
  if (await issuedOf(tx, order.id, 'credit-note')) return [];
  const invoice = await invoiceOf(tx, order, issuedAt);
  if (invoice === 'not-paid') return [];
  const sequence = await nextSequence(tx, order.store, new Date(issuedAt).getUTCFullYear(), 'credit-note');
  const note = composeCreditNote(invoice.document, sequence, issuedAt);
  await store(tx, order, note, issuedAt, invoice.id);
  return [...(invoice.fresh ? [invoice.document.number] : []), note.number];
};

/** The document of `kind` of the order matching `where`; 'not-found' when no order does. */
const documentOfOrder = async (
  db: ShopDatabase,
  where: SQL | undefined,
  kind: InvoiceKind,
): Promise<InvoiceDocument | null | 'not-found'> => {
  const [order] = await db.select({ id: orders.id }).from(orders).where(where);
  if (order === undefined) return 'not-found';
  return (await issuedOf(db, order.id, kind))?.document ?? null;
};

const hasCreditNote = sql`exists (select 1 from ${invoices} as credit where credit.order_id = ${invoices.orderId} and credit.kind = 'credit-note')`;

const whereOf = (filter: RegisterFilter, after?: RegisterCursor): SQL | undefined => {
  const { store: onlyStore, range, standing } = filter;
  return and(
    onlyStore === undefined ? undefined : eq(invoices.store, onlyStore),
    range === undefined
      ? undefined
      : and(gte(invoices.issuedAt, new Date(range.from)), lt(invoices.issuedAt, new Date(range.to))),
    standing === undefined
      ? undefined
      : standing === 'refunded'
        ? hasCreditNote
        : and(eq(invoices.kind, 'invoice'), sql`not ${hasCreditNote}`),
    after === undefined
      ? undefined
      : or(
          lt(invoices.issuedAt, new Date(after.issuedAt)),
          and(eq(invoices.issuedAt, new Date(after.issuedAt)), lt(invoices.number, after.number)),
        ),
  );
};

// Documents frozen before this column's time all carry their VAT split; a missing one counts as all net.
const netOf = sql<string>`coalesce((${invoices.document} -> 'vat' ->> 'net')::bigint, ${invoices.totalMinor})`;
const vatOf = sql<string>`coalesce((${invoices.document} -> 'vat' ->> 'vat')::bigint, 0)`;

const listed = async (
  db: ShopDatabase,
  filter: RegisterFilter,
  after: RegisterCursor | undefined,
  limit: number,
): Promise<RegisteredInvoice[]> => {
  const rows = await db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      store: invoices.store,
      issuedAt: invoices.issuedAt,
      orderPublicId: orders.publicId,
      currency: invoices.currency,
      total: invoices.totalMinor,
      net: netOf,
      vat: vatOf,
      vatPercent: sql<string | null>`${invoices.document} -> 'vat' ->> 'ratePercent'`,
      buyerName: sql<string | null>`${invoices.document} -> 'buyer' ->> 'name'`,
      buyerTaxId: sql<string | null>`${invoices.document} -> 'buyer' ->> 'taxId'`,
      corrects: sql<string | null>`${invoices.document} -> 'corrects' ->> 'number'`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(whereOf(filter, after))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
  return rows.map((row) => ({
    number: row.number,
    kind: row.kind === 'credit-note' ? 'credit-note' : 'invoice',
    store: row.store as StoreSlug,
    issuedAt: row.issuedAt.getTime(),
    orderPublicId: row.orderPublicId,
    buyerName: row.buyerName ?? '',
    buyerTaxId: row.buyerTaxId === null || row.buyerTaxId === '' ? null : row.buyerTaxId,
    currency: row.currency as CurrencyCode,
    net: Number(row.net),
    vatPercent: Number(row.vatPercent ?? 0),
    vat: Number(row.vat),
    total: row.total,
    corrects: row.corrects,
  }));
};

const summed = async (db: ShopDatabase, filter: RegisterFilter): Promise<CurrencyTotal[]> => {
  const rows = await db
    .select({
      currency: invoices.currency,
      count: sql<string>`count(*)`,
      net: sql<string>`sum(${netOf})`,
      vat: sql<string>`sum(${vatOf})`,
      total: sql<string>`sum(${invoices.totalMinor})`,
    })
    .from(invoices)
    .where(whereOf(filter))
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return rows.map((row) => ({
    currency: row.currency as CurrencyCode,
    count: Number(row.count),
    net: Number(row.net),
    vat: Number(row.vat),
    total: Number(row.total),
  }));
};

/** Invoices in SQL, issued by the payment's change (issueInvoiceIn); the sequence row's upsert numbers them in turn. */
export const postgresInvoiceRegister = (db: ShopDatabase): InvoiceRegister => ({
  invoiceOf: (customerId, publicId) =>
    attempt(documentOfOrder(db, and(eq(orders.customerId, customerId), eq(orders.publicId, publicId)), 'invoice')).map(
      (document) => document ?? 'not-paid',
    ),
  invoiceOfOrder: (publicId) =>
    attempt(documentOfOrder(db, eq(orders.publicId, publicId), 'invoice')).map((document) =>
      document === 'not-found' ? null : document,
    ),
  list: (filter, after, limit) => attempt(listed(db, filter, after, limit)),
  totals: (filter) => attempt(summed(db, filter)),
  document: (number) =>
    attempt(
      (async () => {
        const [row] = await db.select(issuedColumns).from(invoices).where(eq(invoices.number, number));
        return row === undefined ? null : frozen(db, row);
      })(),
    ),
  creditNoteOf: (customerId, publicId) =>
    attempt(
      documentOfOrder(db, and(eq(orders.customerId, customerId), eq(orders.publicId, publicId)), 'credit-note'),
    ).map((document) => (document === 'not-found' ? null : document)),
});

/** Invoices numbered by migration 0021 whose document is not frozen yet (their 'invoice-pdf' job freezes it). */
export const unfrozenInvoiceNumbers = async (db: ShopDatabase): Promise<string[]> =>
  (await db.select({ number: invoices.number }).from(invoices).where(isNull(invoices.document))).map(
    (row) => row.number,
  );
