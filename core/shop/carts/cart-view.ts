import { type Result } from 'neverthrow';
import { checkPromotion } from '../../domain/pricing/apply-promotion-code.ts';
import type { ShippingQuote } from '../../domain/checkout/shipping-quote.ts';
import { computeCartTotals, type CurrencyMismatch } from '../../domain/pricing/cart-totals.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import { zeroMoney, type Money } from '../../domain/pricing/money.ts';
import type { PromotionError } from '../../domain/pricing/promotion-errors.ts';
import type { Promotion, PromotionCode } from '../../domain/pricing/promotion.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { Store, StoreSlug } from '../../domain/site/stores.ts';
import type { ArticleOffer, Cart, CartId, CartLine, DesignOffer } from './cart.ts';
import { personalisedUnitPrice } from '../../domain/personalisation/personalisation-price.ts';
import { personalisedLineOf } from '../personalisation/personalised-line.ts';
import { cartPreviewUrl } from '../personalisation/project.ts';

/** `urlPreview`: a personalised line's server-rendered preview (jpg; .avif and .webp beside it), else null. */
type ShownLine = CartLine & { readonly designName: string | null; readonly urlPreview: string | null };

/** A line the store sells as it is: names and prices as the catalogue has them now. */
export type AvailableCartLine = ShownLine & {
  readonly available: true;
  readonly articleName: string;
  readonly articleNamePlural: string;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
};

/** A line whose article was withdrawn or whose design can no longer be printed on it: shown, counted for nothing. */
export type UnavailableCartLine = ShownLine & {
  readonly available: false;
  readonly articleName: string | null;
  readonly articleNamePlural: string | null;
  readonly unitPrice: null;
  readonly lineTotal: null;
};

export type CartLineView = AvailableCartLine | UnavailableCartLine;

/** `applied` false with no problem: valid, but nothing to take off yet (e.g. free shipping before a shipment is chosen). */
export type CartPromotionView = {
  readonly code: PromotionCode;
  readonly applied: boolean;
  readonly problem: PromotionError['type'] | null;
};

/** The shipping the totals count (zero until a shipment is chosen) and what the cart says about it meanwhile. */
export type CartShipping = { readonly price: Money; readonly quote: ShippingQuote };

export type CartView = {
  readonly id: CartId | null;
  readonly store: StoreSlug;
  readonly currency: CurrencyCode;
  readonly lines: readonly CartLineView[];
  readonly itemCount: number;
  readonly subtotal: Money;
  readonly shipping: Money;
  /** Until a shipment is chosen the shipping counted is zero: this says what it will cost from. */
  readonly shippingQuote: ShippingQuote;
  readonly discount: Money;
  readonly shippingDiscount: Money;
  readonly total: Money;
  readonly promotion: CartPromotionView | null;
  /** Whether the amounts were worked out with decimals: the page formats them the same way, so it shows the charge. */
  readonly pricesWithDecimals: boolean;
};

export type CartPricingInput = {
  readonly cart: Cart;
  readonly store: Store;
  readonly articles: readonly ArticleOffer[];
  readonly designs: readonly DesignOffer[];
  /** The promotion the cart's code names, or null when there is no such promotion. */
  readonly promotion: Promotion | null;
  readonly shipping: CartShipping;
  /** The store's config as read once for this use: false works every amount out in whole units. */
  readonly pricesWithDecimals: boolean;
};

const showLine = (
  line: CartLine,
  articles: readonly ArticleOffer[],
  designs: readonly DesignOffer[],
): Omit<AvailableCartLine, 'lineTotal'> | UnavailableCartLine => {
  const article = articles.find((offer) => offer.articleId === line.articleId);
  const design = line.designId === null ? null : designs.find((offer) => offer.designId === line.designId);
  const designName = design?.name ?? null;
  const printable = design === null || (design !== undefined && design.articleIds.includes(line.articleId));
  const personalised = personalisedLineOf(line.customisation);
  const urlPreview = personalised === null ? null : cartPreviewUrl(personalised.previewId);
  if (article === undefined || !printable) {
    const names = { articleName: article?.name ?? null, articleNamePlural: article?.namePlural ?? null };
    return { ...line, ...names, designName, urlPreview, unitPrice: null, lineTotal: null, available: false };
  }
  const names = { articleName: article.name, articleNamePlural: article.namePlural };
  // A personalised line costs the article plus the personalisation rule, worked out from its frozen document.
  const unitPrice =
    personalised === null ? article.unitPrice : personalisedUnitPrice(article.unitPrice, personalised.document);
  return { ...line, ...names, designName, urlPreview, unitPrice, available: true };
};

const promotionView = (
  code: PromotionCode | null,
  promotion: Promotion | null,
  applied: Promotion | null,
  subtotal: Money,
  clock: Clock,
): CartPromotionView | null => {
  if (code === null) return null;
  if (applied !== null) return { code, applied: true, problem: null };
  if (promotion === null) return { code, applied: false, problem: 'UnknownPromotionCode' };
  const problem = checkPromotion(promotion, subtotal, clock).match(
    () => null,
    (error) => error.type,
  );
  return { code, applied: false, problem };
};

/** The cart with today's prices and the core's totals: the one place a cart's money is worked out. */
export const priceCart = (input: CartPricingInput, clock: Clock): Result<CartView, CurrencyMismatch> => {
  const { cart, store, pricesWithDecimals } = input;
  const lines = cart.lines.map((line) => showLine(line, input.articles, input.designs));
  const priced = lines.flatMap((line) => (line.available ? [line] : []));
  const promotions = input.promotion === null ? [] : [input.promotion];
  return computeCartTotals(
    {
      currency: store.currency,
      lines: priced,
      shipping: input.shipping.price,
      promotions,
      pricesWithDecimals,
    },
    clock,
  ).map((totals) => {
    const pricedLines = new Map(totals.lines.map((line) => [line.id, line]));
    return {
      id: cart.id,
      store: cart.store,
      currency: store.currency,
      lines: lines.map((line): CartLineView =>
        line.available ? (pricedLines.get(line.id) as AvailableCartLine) : line,
      ),
      itemCount: totals.itemCount,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      shippingQuote: input.shipping.quote,
      discount: totals.discount,
      shippingDiscount: totals.shippingDiscount,
      total: totals.total,
      promotion: promotionView(cart.promotionCode, input.promotion, totals.promotion, totals.subtotal, clock),
      pricesWithDecimals,
    };
  });
};

/** What a shopper without a cart sees. */
export const emptyCartView = (store: Store, pricesWithDecimals: boolean): CartView => {
  const zero = zeroMoney(store.currency);
  return {
    id: null,
    store: store.slug,
    currency: store.currency,
    lines: [],
    itemCount: 0,
    subtotal: zero,
    shipping: zero,
    shippingQuote: { type: 'AtCheckout' },
    discount: zero,
    shippingDiscount: zero,
    total: zero,
    promotion: null,
    pricesWithDecimals,
  };
};
