import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import { formatMoney } from '../../../../core/domain/pricing/price-format.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import { chargedPriceStyleOf, priceStyleOf } from '../../../../core/storefront/catalogue/price-style.ts';

const NBSP = '\u00a0';
const zloty = (amount: number) => ({ amount: amount as Cents, currency: 'PLN' as const });
const PL = storeFor('WPX-PL');

describe('priceStyleOf', () => {
  it("follows the store's own decimals unless the config read now says otherwise", () => {
    expect(priceStyleOf(PL)).toEqual({ locale: 'pl-PL', withDecimals: false });
    expect(priceStyleOf(PL, true)).toEqual({ locale: 'pl-PL', withDecimals: true });
    expect(formatMoney(zloty(4990), priceStyleOf(PL))).toBe(`50${NBSP}zł`);
  });
});

describe('chargedPriceStyleOf', () => {
  it('shows a placed amount exactly, whatever the store shows now: whole units stay whole', () => {
    expect(formatMoney(zloty(4990), chargedPriceStyleOf(PL))).toBe(`49,90${NBSP}zł`);
    expect(formatMoney(zloty(5000), chargedPriceStyleOf(PL))).toBe(`50${NBSP}zł`);
  });
});
