import type { Money } from './money.ts';
import type { PromotionCode } from './promotion.ts';

export type PromotionError =
  | { readonly type: 'UnknownPromotionCode'; readonly code: PromotionCode }
  | { readonly type: 'PromotionNotYetValid'; readonly code: PromotionCode }
  | { readonly type: 'PromotionExpired'; readonly code: PromotionCode }
  | { readonly type: 'PromotionExhausted'; readonly code: PromotionCode }
  | { readonly type: 'MinimumNotReached'; readonly code: PromotionCode; readonly minimum: Money };

export const unknownPromotionCode = (code: PromotionCode): PromotionError => ({ type: 'UnknownPromotionCode', code });
export const promotionNotYetValid = (code: PromotionCode): PromotionError => ({ type: 'PromotionNotYetValid', code });
export const promotionExpired = (code: PromotionCode): PromotionError => ({ type: 'PromotionExpired', code });
export const promotionExhausted = (code: PromotionCode): PromotionError => ({ type: 'PromotionExhausted', code });
export const minimumNotReached = (code: PromotionCode, minimum: Money): PromotionError => ({
  type: 'MinimumNotReached',
  code,
  minimum,
});
