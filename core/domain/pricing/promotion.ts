import { err, ok, type Result } from 'neverthrow';
import type { CurrencyCode } from './currency.ts';
import type { Cents } from './money.ts';

/** A promotion code as customers type it, trimmed and upper-cased. */
export type PromotionCode = string & { readonly __brand: 'PromotionCode' };

export const normalisePromotionCode = (input: string): PromotionCode => input.trim().toUpperCase() as PromotionCode;

export type PromotionDiscount =
  { readonly kind: 'percentage'; readonly percent: number } | { readonly kind: 'fixedAmount'; readonly amount: Cents };

/** A promotion belongs to one currency; instants are epoch milliseconds as the Clock gives them. */
export type Promotion = {
  readonly code: PromotionCode;
  readonly currency: CurrencyCode;
  readonly discount: PromotionDiscount;
  readonly freeShipping: boolean;
  readonly minimumSubtotal: Cents | null;
  /** Inclusive start of validity; null means valid from the start. */
  readonly validFrom: number | null;
  /** Exclusive end of validity; null means it never expires. */
  readonly validUntil: number | null;
  readonly maxUses: number | null;
  readonly timesUsed: number;
};

/** A promotion as configured: plain numbers, checked by definePromotion. */
export type PromotionInput = {
  readonly code: string;
  readonly currency: CurrencyCode;
  readonly discount:
    | { readonly kind: 'percentage'; readonly percent: number }
    | { readonly kind: 'fixedAmount'; readonly amount: number };
  readonly freeShipping?: boolean;
  readonly minimumSubtotal?: number;
  readonly validFrom?: number;
  readonly validUntil?: number;
  readonly maxUses?: number;
  readonly timesUsed?: number;
};

export type InvalidPromotion = { readonly type: 'InvalidPromotion'; readonly reason: string };

export const invalidPromotion = (reason: string): InvalidPromotion => ({ type: 'InvalidPromotion', reason });

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

const isPercent = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= 100;

const isInstant = (value: number | undefined): boolean => value === undefined || Number.isFinite(value);

const problemOf = (input: PromotionInput): string | null => {
  const { discount } = input;
  if (normalisePromotionCode(input.code) === '') return 'empty code';
  if (discount.kind === 'percentage' && !isPercent(discount.percent))
    return 'percent must be a whole number from 1 to 100';
  if (discount.kind === 'fixedAmount' && !isCount(discount.amount)) return 'amount must be whole minor units';
  if (input.minimumSubtotal !== undefined && !isCount(input.minimumSubtotal))
    return 'minimum must be whole minor units';
  if (!isInstant(input.validFrom) || !isInstant(input.validUntil)) return 'validity bounds must be instants';
  if (input.validFrom !== undefined && input.validUntil !== undefined && input.validFrom >= input.validUntil)
    return 'validity window is empty';
  if (input.maxUses !== undefined && !(isCount(input.maxUses) && input.maxUses > 0)) return 'maxUses must be positive';
  if (input.timesUsed !== undefined && !isCount(input.timesUsed)) return 'timesUsed must be a count';
  return null;
};

/** Builds a promotion, refusing definitions no shop could honour. */
export const definePromotion = (input: PromotionInput): Result<Promotion, InvalidPromotion> => {
  const problem = problemOf(input);
  if (problem !== null) return err(invalidPromotion(problem));
  return ok({
    code: normalisePromotionCode(input.code),
    currency: input.currency,
    discount: input.discount as PromotionDiscount,
    freeShipping: input.freeShipping ?? false,
    minimumSubtotal: (input.minimumSubtotal ?? null) as Cents | null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    maxUses: input.maxUses ?? null,
    timesUsed: input.timesUsed ?? 0,
  });
};
