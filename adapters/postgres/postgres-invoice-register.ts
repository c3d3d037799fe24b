import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Address } from '../../core/domain/checkout/address-step.ts';
import type { Contact } from '../../core/domain/checkout/contact-step.ts';
import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { InvoiceFacts } from '../../core/shop/invoices/compose-invoice.ts';
import type { InvoiceDocument } from '../../core/shop/invoices/invoice.ts';
import type { InvoiceRegister } from '../../core/shop/invoices/invoice-register.port.ts';
import type { ShopDatabase } from './database.ts';
import { invoices, invoiceSequences, orderLines, orders, payments } from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';

/** The next number of the store's year, taken under the row's lock: two issuers at once get two numbers in turn. */
const nextSequence = async (tx: ShopDatabase, store: string, year: number): Promise<number> => {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ store, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.store, invoiceSequences.year],
      set: { lastSequence: sql`${invoiceSequences.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceSequences.lastSequence });
  if (row === undefined) throw new Error('the invoice sequence upsert returned no row');
  return row.sequence;
};

const issue = async (
  tx: ShopDatabase,
  customerId: string,
  publicId: string,
  issuedAt: number,
  compose: (facts: InvoiceFacts, sequence: number) => InvoiceDocument,
): Promise<InvoiceDocument | 'not-found' | 'not-paid'> => {
  // The order's row lock makes the first downloads of one order wait for each other: one number per order.
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.publicId, publicId)))
    .for('update');
  if (order === undefined) return 'not-found';
  const [issued] = await tx
    .select({ document: invoices.document })
    .from(invoices)
    .where(eq(invoices.orderId, order.id));
  if (issued?.document) return issued.document as unknown as InvoiceDocument;
  const [payment] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (payment?.status !== 'PAID') return 'not-paid';
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const facts: InvoiceFacts = {
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
  const document = compose(facts, await nextSequence(tx, order.store, new Date(issuedAt).getUTCFullYear()));
  await tx.insert(invoices).values({
    id: `invoice-${order.id}`,
    number: document.number,
    orderId: order.id,
    customerId,
    totalMinor: order.totalMinor,
    currency: order.currency,
    issuedAt: new Date(issuedAt),
    document: document as unknown as Record<string, unknown>,
  });
  return document;
};

/** Invoices in SQL: the order's row lock and the sequence row's upsert give each paid order one number, in turn. */
export const postgresInvoiceRegister = (db: ShopDatabase): InvoiceRegister => ({
  issueOnce: (customerId, publicId, issuedAt, compose) =>
    inTransaction(db, (tx) => attempt(issue(tx, customerId, publicId, issuedAt, compose))),
});
