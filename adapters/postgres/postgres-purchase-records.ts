import { and, desc, eq, exists, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { PurchaseRecords, Reviewer } from '../../core/shop/reviews/purchase-records.port.ts';
import type { ShopDatabase } from './database.ts';
import { orderLines, orders, reviews } from './schema/index.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const ordersOf = (reviewer: Reviewer) =>
  reviewer.kind === 'customer'
    ? eq(orders.customerId, reviewer.customerId)
    : and(eq(orders.publicId, reviewer.orderPublicId), eq(sql`lower(${orders.email})`, reviewer.email.toLowerCase()));

/** Reads the orders context's tables to tell who bought what; it never writes them. */
export const postgresPurchaseRecords = (db: ShopDatabase): PurchaseRecords => ({
  ordersContaining: (reviewer, articleId) =>
    ResultAsync.fromPromise(
      db
        .select({
          orderId: orders.id,
          status: orders.status,
          reviewed: exists(
            db
              .select({ one: sql`1` })
              .from(reviews)
              .where(and(eq(reviews.orderId, orders.id), eq(reviews.articleId, articleId))),
          ).mapWith(Boolean),
        })
        .from(orders)
        .where(
          and(
            ordersOf(reviewer),
            exists(
              db
                .select({ one: sql`1` })
                .from(orderLines)
                .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.articleId, articleId))),
            ),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      failure,
    ),
});
