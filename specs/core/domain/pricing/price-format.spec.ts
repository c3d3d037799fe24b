import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../../../core/domain/pricing/currency.ts';
import {
  formatMoney,
  formatPrice,
  formatPriceAmount,
  SHOWN_PRICES_KEPT,
} from '../../../../core/domain/pricing/price-format.ts';
import { STORES } from '../../../../core/domain/site/stores.ts';
import { cash } from '../../../support/pricing-builders.ts';

// Intl separates amount and symbol with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const price = fc.double({ min: -1e9, max: 1e9, noNaN: true });
const store = fc.constantFrom(...STORES);

const decimalSeparator = (locale: string, currency: CurrencyCode) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;

describe('formatPriceAmount (spec 5: the price-format rule)', () => {
  it('rounds up to whole units when decimals are disabled', () => {
    expect(formatPriceAmount(12.01, false)).toBe('13');
    expect(formatPriceAmount(12.5, false)).toBe('13');
    expect(formatPriceAmount(12, false)).toBe('12');
    expect(formatPriceAmount(-12.5, false)).toBe('-12');
  });

  it('shows whole numbers without decimals and others with exactly 2 when decimals are enabled', () => {
    expect(formatPriceAmount(12, true)).toBe('12');
    expect(formatPriceAmount(12.5, true)).toBe('12.50');
    expect(formatPriceAmount(12.345, true)).toBe('12.35');
    expect(formatPriceAmount(12.001, true)).toBe('12.00');
    expect(formatPriceAmount(-0.001, true)).toBe('0.00');
  });

  it('ignores binary noise of float arithmetic', () => {
    expect(formatPriceAmount(1.1 * 3, false)).toBe('4');
    expect(formatPriceAmount(0.1 * 3, true)).toBe('0.30');
    expect(formatPriceAmount(0.7 + 0.1 + 0.2, true)).toBe('1');
    expect(formatPriceAmount(100 * 1.1, false)).toBe('110');
  });

  it('reads plain decimal strings as numbers', () => {
    expect(formatPriceAmount('12.5', true)).toBe('12.50');
    expect(formatPriceAmount(' 7 ', false)).toBe('7');
    expect(formatPriceAmount('.5', false)).toBe('1');
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    'abc',
    '',
    '1e3',
    '12,50',
    null,
    undefined,
    {},
    [],
    true,
  ])('gives an empty string for the non-numeric %s', (value) => {
    expect(formatPriceAmount(value, true)).toBe('');
    expect(formatPriceAmount(value, false)).toBe('');
  });

  it('never shows a fraction when decimals are disabled, and never less than the price', () => {
    fc.assert(
      fc.property(price, (value) => {
        const shown = formatPriceAmount(value, false);
        expect(shown).toMatch(/^-?\d+$/);
        const exact = Number(value.toPrecision(15));
        expect(Number(shown)).toBeGreaterThanOrEqual(exact);
        expect(Number(shown) - 1).toBeLessThan(exact);
      }),
    );
  });

  it('shows no decimals for whole numbers and exactly 2 otherwise when decimals are enabled', () => {
    fc.assert(
      fc.property(price, (value) => {
        const shown = formatPriceAmount(value, true);
        const whole = Number.isInteger(Number(value.toPrecision(15)));
        expect(shown).toMatch(whole ? /^-?\d+$/ : /^-?\d+\.\d{2}$/);
        expect(Math.abs(Number(shown) - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('gives an empty string for every string that is not a number', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => /[^\d.\s+-]/.test(s)),
        fc.boolean(),
        (value, decimals) => {
          expect(formatPriceAmount(value, decimals)).toBe('');
        },
      ),
    );
  });
});

describe('formatPrice (the rule in the locale currency format)', () => {
  it('formats each kind of store', () => {
    expect(plain(formatPrice(12.5, { locale: 'es-ES', currency: 'EUR', withDecimals: true }))).toBe('12,50 €');
    expect(plain(formatPrice(12, { locale: 'es-ES', currency: 'EUR', withDecimals: true }))).toBe('12 €');
    expect(plain(formatPrice(12.5, { locale: 'pl-PL', currency: 'PLN', withDecimals: false }))).toBe('13 zł');
    expect(plain(formatPrice(1234.01, { locale: 'cs-CZ', currency: 'CZK', withDecimals: false }))).toBe('1 235 Kč');
    expect(plain(formatPrice('99.9', { locale: 'da-DK', currency: 'DKK', withDecimals: false }))).toBe('100 kr.');
    expect(plain(formatPrice(-0.001, { locale: 'fr-FR', currency: 'EUR', withDecimals: true }))).toBe('0,00 €');
  });

  it('gives the same text for a price shown again, also after more prices than it keeps were shown', () => {
    const euros = { locale: 'es-ES', currency: 'EUR' as const, withDecimals: true };
    expect(plain(formatPrice(7.5, euros))).toBe('7,50 €');
    for (let cents = 0; cents <= SHOWN_PRICES_KEPT; cents += 1) formatPrice(cents / 100 + 1000, euros);
    expect(plain(formatPrice(7.5, euros))).toBe('7,50 €');
    expect(plain(formatPrice(7.5, { ...euros, withDecimals: false }))).toBe('8 €');
  });

  it('gives an empty string for non-numeric input', () => {
    expect(formatPrice(undefined, { locale: 'es-ES', currency: 'EUR', withDecimals: true })).toBe('');
  });

  it('never shows a decimal separator when decimals are disabled, in any store', () => {
    fc.assert(
      fc.property(store, price, (shop, value) => {
        const options = { locale: shop.languageTag, currency: shop.currency, withDecimals: false };
        expect(formatPrice(value, options)).not.toContain(decimalSeparator(shop.languageTag, shop.currency));
      }),
    );
  });

  it('shows the decimal separator exactly for non-whole prices when decimals are enabled, in any store', () => {
    fc.assert(
      fc.property(store, price, (shop, value) => {
        const options = { locale: shop.languageTag, currency: shop.currency, withDecimals: true };
        const whole = Number.isInteger(Number(value.toPrecision(15)));
        expect(formatPrice(value, options).includes(decimalSeparator(shop.languageTag, shop.currency) ?? '?')).toBe(
          !whole,
        );
      }),
    );
  });

  it('formats money from its minor units', () => {
    expect(plain(formatMoney(cash(1250, 'EUR'), { locale: 'pt-PT', withDecimals: true }))).toBe('12,50 €');
    expect(plain(formatMoney(cash(1201, 'PLN'), { locale: 'pl-PL', withDecimals: false }))).toBe('13 zł');
  });

  it('formats money as its amount in major units, in any store, whichever of the two was shown first', () => {
    fc.assert(
      fc.property(store, fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (shop, minor, withDecimals) => {
        const options = { locale: shop.languageTag, withDecimals };
        const money = formatMoney(cash(minor, shop.currency), options);
        expect(money).toBe(formatPrice(minor / 100, { ...options, currency: shop.currency }));
        expect(formatMoney(cash(minor, shop.currency), options)).toBe(money);
      }),
    );
  });
});
