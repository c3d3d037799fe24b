import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import { isTicketStatus } from '../../core/domain/tickets/ticket-status.ts';
import type { AccountHistory } from '../../core/shop/accounts/account-history.port.ts';
import type { ShopDatabase } from './database.ts';
import { orderLines, orders, tickets } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';
import type { AccountOrder, AccountOrderDetail } from '../../core/domain/customers/account-history.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const orderSummary = {
  id: orders.id,
  publicId: orders.publicId,
  store: orders.store,
  status: orders.status,
  commercialStatus: orders.commercialStatus,
  totalMinor: orders.totalMinor,
  currency: orders.currency,
  createdAt: orders.createdAt,
  // Qualified by hand: inside a raw subquery an unqualified "id" would mean the order line's own id.
  itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`,
};

type OrderSummaryRow = {
  publicId: string;
  store: string;
  status: number;
  commercialStatus: number;
  totalMinor: number;
  currency: string;
  createdAt: Date;
  itemCount: number;
};

const toOrder = (row: OrderSummaryRow): AccountOrder => ({
  publicId: row.publicId,
  store: row.store,
  status: row.status,
  commercialStatus: row.commercialStatus,
  total: { amount: row.totalMinor, currency: row.currency },
  itemCount: Number(row.itemCount),
  createdAt: row.createdAt.toISOString(),
});

const orderDetail = (db: ShopDatabase, customerId: CustomerId, publicId: string) =>
  db
    .select({
      ...orderSummary,
      paymentMethod: orders.paymentMethod,
      subtotalMinor: orders.subtotalMinor,
      shippingMinor: orders.shippingMinor,
      discountMinor: orders.discountMinor,
      promotionCode: orders.promotionCode,
      shipmentCountry: orders.shipmentCountry,
      shipmentPostalCode: orders.shipmentPostalCode,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.publicId, publicId)))
    .limit(1)
    .then(async ([row]): Promise<AccountOrderDetail | null> => {
      if (row === undefined) return null;
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.id));
      const amount = (minor: number) => ({ amount: minor, currency: row.currency });
      return {
        ...toOrder(row),
        paymentMethod: row.paymentMethod,
        subtotal: amount(row.subtotalMinor),
        shipping: amount(row.shippingMinor),
        discount: amount(row.discountMinor),
        promotionCode: row.promotionCode,
        shipmentCountry: row.shipmentCountry,
        shipmentPostalCode: row.shipmentPostalCode,
        lines: lines.map((line) => ({
          articleId: line.articleId,
          designId: line.designId,
          name: line.name,
          quantity: line.quantity,
          unitPrice: amount(line.unitPriceMinor),
        })),
      };
    });

/** Every query filters by the customer id first: no other customer's row can come back. */
export const postgresAccountHistory = (db: ShopDatabase): AccountHistory => ({
  ordersOf: (customerId) =>
    ResultAsync.fromPromise(
      db
        .select(orderSummary)
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      failure,
    ).map((rows) => rows.map(toOrder)),

  orderOf: (customerId, publicId) => ResultAsync.fromPromise(orderDetail(db, customerId, publicId), failure),

  ticketsOf: (customerId) =>
    ResultAsync.fromPromise(
      db
        .select()
        .from(tickets)
        .where(eq(tickets.customerId, customerId))
        .orderBy(desc(tickets.updatedAt), desc(tickets.id)),
      failure,
    ).map((rows) =>
      rows.flatMap((row) =>
        isTicketStatus(row.status)
          ? [
              {
                publicId: row.publicId,
                subject: row.subject,
                status: row.status,
                contactType: row.contactType,
                orderPublicId: row.orderPublicId,
                createdAt: row.createdAt.toISOString(),
                updatedAt: row.updatedAt.toISOString(),
              },
            ]
          : [],
      ),
    ),
});
