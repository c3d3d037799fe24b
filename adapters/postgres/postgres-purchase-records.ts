import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { PurchaseRecords, ReviewPhotos } from '../../core/shop/reviews/reviewable-orders.port.ts';
import type { InvitationRecipients } from '../../core/shop/reviews/invite-review.use-case.ts';
import { isLocale } from '../../core/domain/site/locale.ts';
import { isStoreSlug, storeFor } from '../../core/domain/site/stores.ts';
import type { ImageFormatSet } from '../../core/domain/media/image-format.ts';
import type { ShopDatabase } from './database.ts';
import { orderLines, orders, reviews, uploads } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const firstNameOf = (contact: Record<string, unknown>) =>
  typeof contact['firstName'] === 'string' ? contact['firstName'] : '';

/** Reads the orders context's tables to tell who bought what; it never writes them. */
export const postgresPurchaseRecords = (db: ShopDatabase): PurchaseRecords => ({
  order: (publicId) =>
    ResultAsync.fromPromise(
      (async () => {
        const [order] = await db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
        if (order === undefined) return undefined;
        const lines = await db
          .select({
            lineId: orderLines.id,
            articleId: orderLines.articleId,
            designId: orderLines.designId,
            name: orderLines.name,
            reviewed: exists(
              db
                .select({ one: sql`1` })
                .from(reviews)
                .where(eq(reviews.orderLineId, orderLines.id)),
            ).mapWith(Boolean),
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.id));
        return {
          orderId: order.id,
          publicId: order.publicId,
          customerId: order.customerId as CustomerId | null,
          status: order.status,
          firstName: firstNameOf(order.contact),
          country: order.shipmentCountry,
          lines,
        };
      })(),
      failure,
    ),
});

/** Who placed an order, read for its delivery mail; a row with an unknown store or language is a broken row. */
export const postgresInvitationRecipients = (db: ShopDatabase): InvitationRecipients => ({
  invitee: (publicId) =>
    ResultAsync.fromPromise(
      (async () => {
        const [order] = await db
          .select({ email: orders.email, contact: orders.contact, locale: orders.locale, store: orders.store })
          .from(orders)
          .where(eq(orders.publicId, publicId))
          .limit(1);
        if (order === undefined) return undefined;
        if (!isLocale(order.locale) || !isStoreSlug(order.store))
          throw new Error(`Order ${publicId} has store ${order.store} and locale ${order.locale}`);
        return {
          publicId,
          email: order.email,
          firstName: firstNameOf(order.contact),
          locale: order.locale,
          store: storeFor(order.store),
        };
      })(),
      failure,
    ),
});

const PHOTO_FORMATS: Readonly<Record<string, ImageFormatSet>> = { jpg: 'photo', png: 'graphic' };

/** An upload's variants as a review's photo: its widths, and its format set read off its fallback format. */
export const postgresReviewPhotos = (db: ShopDatabase): ReviewPhotos => ({
  find: (uploadId) =>
    ResultAsync.fromPromise(
      db
        .select({ sessionId: uploads.sessionId, variants: uploads.variants })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId)))
        .limit(1)
        .then(([row]) => {
          if (row === undefined) return undefined;
          const fallback = row.variants.find((variant) => PHOTO_FORMATS[variant.format] !== undefined);
          return {
            sessionId: row.sessionId,
            widths: [...new Set(row.variants.map((variant) => variant.width))].sort((a, b) => a - b),
            formats: fallback === undefined ? null : (PHOTO_FORMATS[fallback.format] ?? null),
          };
        }),
      failure,
    ),
});
