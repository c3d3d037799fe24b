import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { PromotionCode } from '../../domain/pricing/promotion.ts';
import type { Quantity } from '../../domain/pricing/quantity.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';

export type CartId = string & { readonly __brand: 'CartId' };
export type CartLineId = string & { readonly __brand: 'CartLineId' };

/** Who a cart belongs to: the storefront session, and the customer once signed in (the customer wins). */
export type CartOwner = { readonly sessionId: SessionId; readonly customerId: CustomerId | null };

/** What the constructor recorded for a personalised line (texts, uploaded image ids, positions). */
export type Customisation = { readonly [key: string]: unknown };

export type CartLine = {
  readonly id: CartLineId;
  readonly articleId: number;
  readonly designId: string | null;
  readonly customisation: Customisation | null;
  readonly quantity: Quantity;
};

/** A cart as kept: lines in the order they were added, and the promotion code typed, if any. */
export type Cart = {
  readonly id: CartId;
  readonly store: StoreSlug;
  readonly promotionCode: PromotionCode | null;
  readonly lines: readonly CartLine[];
};

/** An article as the cart's store sells it: its names in the store's language and its price there. */
export type ArticleOffer = {
  readonly articleId: number;
  readonly name: string;
  readonly namePlural: string;
  readonly unitPrice: Money;
};

/** A published design and the articles it can be printed on. */
export type DesignOffer = { readonly designId: string; readonly name: string; readonly articleIds: readonly number[] };

/** Most carts hold a handful of lines; the bound keeps one request's work small. */
export const MAX_CART_LINES = 50;

/** The caller of a Shop API request as the cart and checkout see them. */
export type Shopper = {
  readonly owner: CartOwner;
  /** A signed-in company with invoicing set up may pay on its billing account. */
  readonly hasBillingAccount: boolean;
};
