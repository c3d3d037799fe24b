import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.ts';
import { bestPromotion } from './best-promotion.ts';
import type { CurrencyCode } from './currency.ts';
import { addMoney, multiplyMoney, subtractMoney, zeroMoney, type Money } from './money.ts';
import type { Promotion } from './promotion.ts';
import type { Quantity } from './quantity.ts';

export type PricedLine = { readonly unitPrice: Money; readonly quantity: Quantity };

export type CartTotalsInput<L extends PricedLine> = {
  readonly currency: CurrencyCode;
  readonly lines: readonly L[];
  readonly shipping: Money;
  /** Every promotion the cart could use (typed codes and automatic ones); the best one applies. */
  readonly promotions: readonly Promotion[];
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

export const computeCartTotals = <L extends PricedLine>(
  input: CartTotalsInput<L>,
  clock: Clock,
): Result<CartTotals<L>, CurrencyMismatch> => {
  const { currency, shipping } = input;
  const stray = [...input.lines.map((line) => line.unitPrice), shipping].find((price) => price.currency !== currency);
  if (stray !== undefined) return err(currencyMismatch(currency, stray.currency));
  const lines = input.lines.map((line) => ({ ...line, lineTotal: multiplyMoney(line.unitPrice, line.quantity) }));
  const subtotal = lines.reduce((sum, line) => addMoney(sum, line.lineTotal), zeroMoney(currency));
  const applied = bestPromotion(input.promotions, subtotal, shipping, clock);
  const discount = applied?.discount ?? zeroMoney(currency);
  const shippingDiscount = applied?.shippingDiscount ?? zeroMoney(currency);
  const total = addMoney(subtractMoney(subtotal, discount), subtractMoney(shipping, shippingDiscount));
  return ok({
    lines,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
    subtotal,
    shipping,
    discount,
    shippingDiscount,
    promotion: applied?.promotion ?? null,
    total,
  });
};
