import type { CurrencyCode } from '../../core/domain/pricing/currency.ts';
import type { Money } from '../../core/domain/pricing/money.ts';
import { money } from '../../core/domain/pricing/money.ts';
import type { Promotion, PromotionInput } from '../../core/domain/pricing/promotion.ts';
import { definePromotion } from '../../core/domain/pricing/promotion.ts';
import type { Quantity } from '../../core/domain/pricing/quantity.ts';
import { parseQuantity } from '../../core/domain/pricing/quantity.ts';

const orThrow = <T>(result: { match: <R>(ok: (value: T) => R, err: (error: unknown) => R) => R }): T =>
  result.match(
    (value) => value,
    (error) => {
      throw new Error(`Broken test data: ${JSON.stringify(error)}`);
    },
  );

export const cash = (amount: number, currency: CurrencyCode = 'EUR'): Money => orThrow(money(amount, currency));

export const eur = (amount: number): Money => cash(amount, 'EUR');

export const qty = (value: number): Quantity => orThrow(parseQuantity(value));

/** A 10 % EUR promotion named SAVE10 unless told otherwise. */
export const promotion = (overrides: Partial<PromotionInput> = {}): Promotion =>
  orThrow(
    definePromotion({ code: 'SAVE10', currency: 'EUR', discount: { kind: 'percentage', percent: 10 }, ...overrides }),
  );

/** A cart line of `quantity` units at `unitPrice` minor units. */
export const line = (unitPrice: number, quantity = 1, currency: CurrencyCode = 'EUR') => ({
  unitPrice: cash(unitPrice, currency),
  quantity: qty(quantity),
});
