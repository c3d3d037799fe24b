import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.ts';
import type { Money } from './money.ts';
import {
  minimumNotReached,
  promotionExhausted,
  promotionExpired,
  promotionNotYetValid,
  unknownPromotionCode,
  type PromotionError,
} from './promotion-errors.ts';
import { normalisePromotionCode, type Promotion } from './promotion.ts';

/** Whether a promotion may be used now on this merchandise subtotal; checks run in a fixed order. */
export const checkPromotion = (
  promotion: Promotion,
  subtotal: Money,
  clock: Clock,
): Result<Promotion, PromotionError> => {
  const now = clock.now();
  const { code } = promotion;
  if (promotion.currency !== subtotal.currency) return err(unknownPromotionCode(code));
  if (promotion.validFrom !== null && now < promotion.validFrom) return err(promotionNotYetValid(code));
  if (promotion.validUntil !== null && now >= promotion.validUntil) return err(promotionExpired(code));
  if (promotion.maxUses !== null && promotion.timesUsed >= promotion.maxUses) return err(promotionExhausted(code));
  if (promotion.minimumSubtotal !== null && subtotal.amount < promotion.minimumSubtotal)
    return err(minimumNotReached(code, { amount: promotion.minimumSubtotal, currency: promotion.currency }));
  return ok(promotion);
};

export type PromotionContext = {
  readonly promotions: readonly Promotion[];
  readonly subtotal: Money;
  readonly clock: Clock;
};

/** Finds the promotion a customer typed (in the cart's currency) and checks it can be used on this cart. */
export const applyPromotionCode = (input: string, context: PromotionContext): Result<Promotion, PromotionError> => {
  const code = normalisePromotionCode(input);
  const { currency } = context.subtotal;
  const found = context.promotions.find((promotion) => promotion.code === code && promotion.currency === currency);
  return found === undefined ? err(unknownPromotionCode(code)) : checkPromotion(found, context.subtotal, context.clock);
};
