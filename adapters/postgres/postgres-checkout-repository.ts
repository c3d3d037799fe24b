import { eq, sql } from 'drizzle-orm';
import type { Checkout } from '../../core/domain/checkout/checkout.ts';
import type { CheckoutRepository } from '../../core/shop/checkout/checkout-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { checkouts } from './schema/index.ts';
import { attempt } from './transaction.ts';

export const postgresCheckoutRepository = (db: ShopDatabase): CheckoutRepository => ({
  // The state is the core's own Checkout value, written only by save below.
  find: (cartId) =>
    attempt(db.select({ state: checkouts.state }).from(checkouts).where(eq(checkouts.cartId, cartId))).map(([row]) =>
      row === undefined ? null : (row.state as unknown as Checkout),
    ),

  save: (cartId, checkout) => {
    const state = checkout as unknown as Record<string, unknown>;
    return attempt(
      db
        .insert(checkouts)
        .values({ cartId, state })
        .onConflictDoUpdate({ target: checkouts.cartId, set: { state, updatedAt: sql`now()` } }),
    ).map(() => undefined);
  },
});
