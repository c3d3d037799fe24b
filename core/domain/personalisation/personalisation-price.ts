import { addMoney, multiplyMoney, type Cents, type Money } from '../pricing/money.ts';
import { decoratedSurfaces, type DesignDocument } from './design-document.ts';

/** Each decorated surface after the first adds this share of the article's price (a second print pass). */
export const EXTRA_SURFACE_SHARE = 0.25;

/** What one extra surface costs: a quarter of the article's price, rounded up to a whole minor unit. */
export const extraSurfacePrice = (articlePrice: Money): Money => ({
  amount: Math.ceil(articlePrice.amount * EXTRA_SURFACE_SHARE) as Cents,
  currency: articlePrice.currency,
});

/**
 * A personalised article's unit price: the article's price covers printing one surface, whatever is on it;
 * every further decorated surface adds `extraSurfacePrice`.
 */
export const personalisedUnitPrice = (articlePrice: Money, document: DesignDocument): Money =>
  addMoney(articlePrice, multiplyMoney(extraSurfacePrice(articlePrice), Math.max(0, decoratedSurfaces(document) - 1)));
