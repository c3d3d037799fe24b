import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.ts';
import { bestPromotion } from './best-promotion.ts';
import type { CurrencyCode } from './currency.ts';
import { addMoney, multiplyMoney, subtractMoney, zeroMoney, type Money } from './money.ts';
import type { Promotion } from './promotion.ts';
import type { Quantity } from './quantity.ts';
import { roundDownToShownUnit, roundUpToShownUnit } from './shown-money.ts';

export type PricedLine = { readonly unitPrice: Money; readonly quantity: Quantity };

export type CartTotalsInput<L extends PricedLine> = {
  readonly currency: CurrencyCode;
  readonly lines: readonly L[];
  readonly shipping: Money;
  /** Every promotion the cart could use (typed codes and automatic ones); the best one applies. */
  readonly promotions: readonly Promotion[];
  /** False for a store that shows whole units: every amount is then worked out in whole units. */
  readonly pricesWithDecimals: boolean;
};

export type CartTotals<L extends PricedLine> = {
  readonly lines: readonly (L & { readonly lineTotal: Money })[];
  readonly itemCount: number;
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly discount: Money;
  readonly shippingDiscount: Money;
  readonly promotion: Promotion | null;
  readonly total: Money;
};

export type CurrencyMismatch = {
  readonly type: 'CurrencyMismatch';
  readonly expected: CurrencyCode;
  readonly found: CurrencyCode;
};

export const currencyMismatch = (expected: CurrencyCode, found: CurrencyCode): CurrencyMismatch => ({
  type: 'CurrencyMismatch',
  expected,
  found,
});

/**
 * The one rule for a cart's money: unit prices and shipping in the unit the store shows (whole units
 * rounded up where it has no decimals), the discount rounded down to that unit, and the total their sum;
 * so the lines, shipping and discount a shopper reads add up to the total, which is what is charged.
 */
export const computeCartTotals = <L extends PricedLine>(
  input: CartTotalsInput<L>,
  clock: Clock,
): Result<CartTotals<L>, CurrencyMismatch> => {
  const { currency, pricesWithDecimals } = input;
  const stray = [...input.lines.map((line) => line.unitPrice), input.shipping].find(
    (price) => price.currency !== currency,
  );
  if (stray !== undefined) return err(currencyMismatch(currency, stray.currency));
  const shipping = roundUpToShownUnit(input.shipping, pricesWithDecimals);
  const lines = input.lines.map((line) => {
    const unitPrice = roundUpToShownUnit(line.unitPrice, pricesWithDecimals);
    return { ...line, unitPrice, lineTotal: multiplyMoney(unitPrice, line.quantity) };
  });
  const subtotal = lines.reduce((sum, line) => addMoney(sum, line.lineTotal), zeroMoney(currency));
  const applied = bestPromotion(input.promotions, subtotal, shipping, clock);
  const discount = roundDownToShownUnit(applied?.discount ?? zeroMoney(currency), pricesWithDecimals);
  const shippingDiscount = applied?.shippingDiscount ?? zeroMoney(currency);
  // A promotion whose reduction rounds away to nothing is not applied, as one worth nothing is not.
  const promotion = applied !== null && discount.amount + shippingDiscount.amount > 0 ? applied.promotion : null;
  const total = addMoney(subtractMoney(subtotal, discount), subtractMoney(shipping, shippingDiscount));
  return ok({
    lines,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    subtotal,
    shipping,
    discount,
    shippingDiscount,
    promotion,
    total,
  });
};
