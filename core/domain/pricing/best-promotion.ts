import type { Clock } from '../shared/clock.port.ts';
import { checkPromotion } from './apply-promotion-code.ts';
import { minMoney, zeroMoney, type Cents, type Money } from './money.ts';
import type { Promotion } from './promotion.ts';

export type Reduction = { readonly discount: Money; readonly shippingDiscount: Money };

export type AppliedPromotion = Reduction & { readonly promotion: Promotion };

/** What a promotion takes off; percentages round down to the minor unit, never beyond the subtotal. */
export const promotionReduction = (promotion: Promotion, subtotal: Money, shipping: Money): Reduction => {
  const { discount } = promotion;
  const merchandise: Money =
    discount.kind === 'percentage'
      ? { amount: Math.floor((subtotal.amount * discount.percent) / 100) as Cents, currency: subtotal.currency }
      : minMoney({ amount: discount.amount, currency: subtotal.currency }, subtotal);
  return { discount: merchandise, shippingDiscount: promotion.freeShipping ? shipping : zeroMoney(shipping.currency) };
};

const worth = (reduction: Reduction): number => reduction.discount.amount + reduction.shippingDiscount.amount;

/**
 * Discounts do not combine: of the usable promotions, the one taking off the most wins; the
 * earlier one wins a tie, and a promotion worth nothing is not applied.
 */
export const bestPromotion = (
  promotions: readonly Promotion[],
  subtotal: Money,
  shipping: Money,
  clock: Clock,
): AppliedPromotion | null =>
  promotions.reduce<AppliedPromotion | null>((best, promotion) => {
    if (checkPromotion(promotion, subtotal, clock).isErr()) return best;
    const reduction = promotionReduction(promotion, subtotal, shipping);
    const better = worth(reduction) > (best === null ? 0 : worth(best));
    return better ? { promotion, ...reduction } : best;
  }, null);
