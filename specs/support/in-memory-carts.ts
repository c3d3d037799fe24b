import { errAsync, okAsync } from 'neverthrow';
import type { Promotion } from '../../core/domain/pricing/promotion.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { CartCatalogue } from '../../core/shop/carts/cart-catalogue.port.ts';
import type { CartRepository } from '../../core/shop/carts/cart-repository.port.ts';
import type { ArticleOffer, Cart, CartOwner, DesignOffer } from '../../core/shop/carts/cart.ts';
import type { PromotionRepository } from '../../core/shop/carts/promotion-repository.port.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

export const DOWN: RepositoryFailure = { type: 'RepositoryFailure', cause: 'down' };

type Kept = { cart: Cart; sessionId: string; customerId: string | null; status: 'open' | 'ordered' | 'merged' };

const owns = (kept: Kept, owner: CartOwner) =>
  kept.status === 'open' &&
  (owner.customerId === null
    ? kept.customerId === null && kept.sessionId === owner.sessionId
    : kept.customerId === owner.customerId);

/** A CartRepository in memory with the same owner rules as the SQL one; `kept` is open for assertions. */
export const inMemoryCartRepository = (initial: readonly Kept[] = []) => {
  const kept: Kept[] = initial.map((k) => ({ ...k }));
  const find = (owner: CartOwner) => kept.find((k) => owns(k, owner));
  const repository: CartRepository = {
    findOpen: (owner) => okAsync(find(owner)?.cart ?? null),
    lockOpen: (owner) => okAsync(find(owner)?.cart ?? null),
    updateOpen: (owner, create, change) => {
      const existing = find(owner);
      const current = existing?.cart ?? {
        id: create.newCartId,
        store: create.store as StoreSlug,
        promotionCode: null,
        lines: [],
      };
      return change(current).asyncAndThen((changed) => {
        if (existing) existing.cart = changed;
        else kept.push({ cart: changed, sessionId: owner.sessionId, customerId: owner.customerId, status: 'open' });
        return okAsync(changed);
      });
    },
    markOrdered: (cartId) => {
      const found = kept.find((k) => k.cart.id === cartId);
      if (found) found.status = 'ordered';
      return okAsync(undefined);
    },
    mergeGuestCart: (sessionId, customerId, merge) => {
      const guest = find({ sessionId, customerId: null });
      const own = find({ sessionId, customerId });
      if (guest === undefined) return okAsync(own?.cart ?? null);
      if (own === undefined) {
        guest.customerId = customerId;
        return okAsync(guest.cart);
      }
      own.cart = merge(own.cart, guest.cart);
      guest.status = 'merged';
      return okAsync(own.cart);
    },
  };
  return { repository, kept };
};

export const inMemoryCartCatalogue = (
  articles: readonly ArticleOffer[],
  designs: readonly DesignOffer[] = [],
): CartCatalogue => ({
  articles: (_, ids) => okAsync(articles.filter((a) => ids.includes(a.articleId))),
  designs: (ids) => okAsync(designs.filter((d) => ids.includes(d.designId))),
});

/** Promotions by code in the store's currency; claimUse counts uses like the SQL statement. */
export const inMemoryPromotions = (initial: readonly Promotion[] = []) => {
  const promotions = [...initial];
  const repository: PromotionRepository = {
    find: (code, store) => okAsync(promotions.find((p) => p.code === code && p.currency === store.currency) ?? null),
    claimUse: (code) => {
      const index = promotions.findIndex((p) => p.code === code);
      const found = promotions[index];
      if (found === undefined || (found.maxUses !== null && found.timesUsed >= found.maxUses)) return okAsync(false);
      promotions[index] = { ...found, timesUsed: found.timesUsed + 1 };
      return okAsync(true);
    },
  };
  return { repository, promotions };
};

export const brokenCarts = (): CartRepository => ({
  findOpen: () => errAsync(DOWN),
  lockOpen: () => errAsync(DOWN),
  updateOpen: () => errAsync(DOWN),
  markOrdered: () => errAsync(DOWN),
  mergeGuestCart: () => errAsync(DOWN),
});
