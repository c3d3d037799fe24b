import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { PromotionCode } from '../../core/domain/pricing/promotion.ts';
import type { Quantity } from '../../core/domain/pricing/quantity.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { CartRepository } from '../../core/shop/carts/cart-repository.port.ts';
import type { Cart, CartId, CartLine, CartLineId, CartOwner } from '../../core/shop/carts/cart.ts';
import type { ShopDatabase } from './database.ts';
import { cartLines, carts } from './schema/index.ts';
import { attempt, inTransaction } from './transaction.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

type CartRow = typeof carts.$inferSelect;

/** The customer's open cart when signed in, otherwise the session's open guest cart (the unique indexes' shape). */
const openCartOf = (owner: CartOwner) =>
  owner.customerId === null
    ? and(eq(carts.sessionId, owner.sessionId), isNull(carts.customerId), eq(carts.status, 'open'))
    : and(eq(carts.customerId, owner.customerId), eq(carts.status, 'open'));

const readLines = (db: ShopDatabase, cartId: string): ResultAsync<readonly CartLine[], RepositoryFailure> =>
  attempt(
    db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.position), asc(cartLines.createdAt), asc(cartLines.id)),
  ).map((rows) =>
    rows.map((row) => ({
      id: row.id as CartLineId,
      articleId: row.articleId,
      designId: row.designId,
      customisation: row.customisation ?? null,
      quantity: row.quantity as Quantity,
    })),
  );

const toCart = (db: ShopDatabase, row: CartRow | undefined): ResultAsync<Cart | null, RepositoryFailure> =>
  row === undefined
    ? okAsync(null)
    : readLines(db, row.id).map((lines) => ({
        id: row.id as CartId,
        store: row.store as StoreSlug,
        promotionCode: row.promotionCode as PromotionCode | null,
        lines,
      }));

const selectOpen = (db: ShopDatabase, owner: CartOwner, lock: boolean) => {
  const query = db.select().from(carts).where(openCartOf(owner)).limit(1);
  return attempt(lock ? query.for('update') : query).andThen(([row]) => toCart(db, row));
};

/** Writes what changed between two versions of one cart: its promotion code and its lines. */
const writeCart = async (tx: ShopDatabase, before: Cart, after: Cart): Promise<void> => {
  await tx
    .update(carts)
    .set({ promotionCode: after.promotionCode, updatedAt: sql`now()` })
    .where(eq(carts.id, after.id));
  const kept = after.lines.map((line) => line.id);
  await tx
    .delete(cartLines)
    .where(
      kept.length === 0
        ? eq(cartLines.cartId, after.id)
        : and(eq(cartLines.cartId, after.id), notInArray(cartLines.id, kept)),
    );
  for (const [position, line] of after.lines.entries()) {
    const previous = before.lines.find((candidate) => candidate.id === line.id);
    const values = { quantity: line.quantity, customisation: line.customisation, position };
    if (previous === undefined) {
      await tx
        .insert(cartLines)
        .values({ id: line.id, cartId: after.id, articleId: line.articleId, designId: line.designId, ...values });
    } else {
      await tx.update(cartLines).set(values).where(eq(cartLines.id, line.id));
    }
  }
};

const write = (tx: ShopDatabase, before: Cart, after: Cart): ResultAsync<Cart, RepositoryFailure> =>
  attempt(writeCart(tx, before, after)).map(() => after);

/** Locks the row before anything reads the cart, so that two changes to one cart queue instead of losing one. */
const lockedOpen = (tx: ShopDatabase, owner: CartOwner) => selectOpen(tx, owner, true);

export const postgresCartRepository = (db: ShopDatabase): CartRepository => ({
  findOpen: (owner) => selectOpen(db, owner, false),

  lockOpen: (owner) => lockedOpen(db, owner),

  updateOpen: (owner, create, change) =>
    inTransaction(db, (tx) =>
      attempt(
        // The partial unique indexes make a concurrent second insert a no-op instead of a second open cart.
        tx
          .insert(carts)
          .values({
            id: create.newCartId,
            sessionId: owner.sessionId,
            customerId: owner.customerId,
            store: create.store,
          })
          .onConflictDoNothing(),
      )
        .andThen(() => lockedOpen(tx, owner))
        .andThen((cart) => {
          if (cart === null) throw new Error('An open cart vanished inside its own transaction');
          return change(cart).asyncAndThen((changed) => write(tx, cart, changed));
        }),
    ),

  markOrdered: (cartId) =>
    attempt(
      db
        .update(carts)
        .set({ status: 'ordered', updatedAt: sql`now()` })
        .where(eq(carts.id, cartId)),
    ).map(() => undefined),

  mergeGuestCart: (sessionId, customerId, merge) =>
    inTransaction(db, (tx) =>
      // Always the guest cart first, then the customer's: one lock order, so two merges cannot deadlock.
      lockedOpen(tx, { sessionId, customerId: null })
        .andThen((guest) => lockedOpen(tx, { sessionId, customerId }).map((own) => [guest, own] as const))
        .andThen(([guest, own]): ResultAsync<Cart | null, RepositoryFailure> => {
          if (guest === null) return okAsync(own);
          if (own === null) {
            return attempt(
              tx
                .update(carts)
                .set({ customerId, updatedAt: sql`now()` })
                .where(eq(carts.id, guest.id)),
            ).map(() => guest);
          }
          const merged = merge(own, guest);
          return write(tx, own, merged).andThen((cart) =>
            attempt(
              tx
                .update(carts)
                .set({ status: 'merged', updatedAt: sql`now()` })
                .where(eq(carts.id, guest.id)),
            ).map(() => cart),
          );
        }),
    ),
});
