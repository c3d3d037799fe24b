import { ok } from 'neverthrow';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { PromotionCode } from '../../core/domain/pricing/promotion.ts';
import type { Quantity } from '../../core/domain/pricing/quantity.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { storeFor } from '../../core/domain/site/stores.ts';
import type {
  ArticleOffer,
  Cart,
  CartId,
  CartLine,
  CartLineId,
  CartOwner,
  DesignOffer,
  Shopper,
} from '../../core/shop/carts/cart.ts';

export const ES_STORE = storeFor('WPX-ES');
export const PL_STORE = storeFor('WPX-PL');

export const aGuest = (session = 'GuestSession000000001'): CartOwner => ({
  sessionId: session as SessionId,
  customerId: null,
});

export const aCustomer = (customer = 'customer-1', session = 'CustomerSession00001'): CartOwner => ({
  sessionId: session as SessionId,
  customerId: customer as CustomerId,
});

export const asShopper = (owner: CartOwner, hasBillingAccount = false): Shopper => ({ owner, hasBillingAccount });

export const euros = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });

export const MUG: ArticleOffer = { articleId: 101, name: 'Taza', namePlural: 'Tazas', unitPrice: euros(1295) };
export const POSTER: ArticleOffer = { articleId: 108, name: 'Póster', namePlural: 'Pósters', unitPrice: euros(2000) };
export const FOX: DesignOffer = { designId: 'd0001', name: 'Zorro acuarela', articleIds: [101, 108] };
export const OWL_MUGS_ONLY: DesignOffer = { designId: 'd0002', name: 'Búho', articleIds: [101] };

export const aLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'line-1' as CartLineId,
  articleId: MUG.articleId,
  designId: null,
  customisation: null,
  quantity: 1 as Quantity,
  ...overrides,
});

export const aCart = (overrides: Partial<Cart> = {}): Cart => ({
  id: 'cart-1' as CartId,
  store: 'WPX-ES',
  promotionCode: null,
  lines: [],
  ...overrides,
});

export const code = (value: string) => value as PromotionCode;

export const lineId = (value: string) => value as CartLineId;

export const unchanged = (cart: Cart) => ok(cart);
