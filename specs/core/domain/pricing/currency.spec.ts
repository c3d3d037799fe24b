import { describe, expect, it } from 'vitest';
import { CURRENCIES, isCurrencyCode, PRICE_DECIMALS } from '../../../../core/domain/pricing/currency.ts';

describe('currencies', () => {
  it('has price decimals 2 (spec 9)', () => {
    expect(PRICE_DECIMALS).toBe(2);
  });

  it('recognises the store currencies only', () => {
    expect(CURRENCIES.every(isCurrencyCode)).toBe(true);
    expect(['USD', 'eur', ''].some(isCurrencyCode)).toBe(false);
  });
});
