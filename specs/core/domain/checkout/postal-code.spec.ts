import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  hasPostalCodeRule,
  POSTAL_CODE_COUNTRIES,
  validatePostalCode,
} from '../../../../core/domain/checkout/postal-code.ts';
import { COUNTRY_SITES } from '../../../../core/domain/site/country-sites.ts';
import { country } from '../../../support/checkout-mother.ts';

const invalid = (code: string) => err({ type: 'InvalidPostalCode', country: code });

describe('validatePostalCode', () => {
  it.each([
    ['28013', 'ES', '28013'],
    ['01001', 'ES', '01001'],
    ['52001', 'ES', '52001'],
    ['00-950', 'PL', '00-950'],
    ['00950', 'PL', '00-950'],
    ['00184', 'IT', '00184'],
    ['1050', 'DK', '1050'],
    ['75008', 'FR', '75008'],
    ['1100-053', 'PT', '1100-053'],
    ['1100053', 'PT', '1100-053'],
    ['110 00', 'CZ', '110 00'],
    ['11000', 'CZ', '110 00'],
    ['811 01', 'SK', '811 01'],
    ['111 22', 'SE', '111 22'],
    ['10115', 'DE', '10115'],
    ['1010', 'AT', '1010'],
    ['1000', 'BE', '1000'],
    ['1012ab', 'NL', '1012 AB'],
    ['1234', 'LU', '1234'],
    ['00100', 'FI', '00100'],
    ['8001', 'CH', '8001'],
    ['d02 x285', 'IE', 'D02 X285'],
    ['sw1a1aa', 'GB', 'SW1A 1AA'],
    ['M1 1AE', 'GB', 'M1 1AE'],
  ])('accepts %s in %s as %s', (typed, code, written) => {
    expect(validatePostalCode(typed, country(code))).toEqual(ok(written));
  });

  it.each([
    ['00123', 'ES'],
    ['53001', 'ES'],
    ['2801', 'ES'],
    ['280133', 'ES'],
    ['00-95', 'PL'],
    ['00-9500', 'PL'],
    ['0050', 'IT'],
    ['10500', 'DK'],
    ['0100-053', 'PT'],
    ['110 0', 'CZ'],
    ['0999', 'AT'],
    ['1012 SA', 'NL'],
    ['0123 AB', 'NL'],
    ['B02 X285', 'IE'],
    ['SW1A', 'GB'],
    ['28013', 'US'],
  ])('refuses %s in %s', (typed, code) => {
    expect(validatePostalCode(typed, country(code))).toEqual(invalid(code));
  });

  it('reads the digits whatever separators are typed, and writes them in the country form', () => {
    expect(validatePostalCode('009-50', country('PL'))).toEqual(ok('00-950'));
    expect(validatePostalCode('28 013', country('ES'))).toEqual(ok('28013'));
  });

  it('asks for a postal code', () => {
    expect(validatePostalCode(' - ', country('ES'))).toEqual(err({ type: 'Required' }));
  });

  it('has a rule for every country site', () => {
    for (const site of COUNTRY_SITES) expect(hasPostalCodeRule(site.country)).toBe(true);
    expect(POSTAL_CODE_COUNTRIES).toHaveLength(COUNTRY_SITES.length);
    expect(hasPostalCodeRule(country('US'))).toBe(false);
  });

  it('accepts a Spanish code exactly when it has five digits and a province prefix 01 to 52', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (code) => {
        const province = Number(code.slice(0, 2));
        expect(validatePostalCode(code, country('ES')).isOk()).toBe(province >= 1 && province <= 52);
      }),
    );
  });

  it('writes any Polish, Portuguese and Czech code in its country form, however it is spaced', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          { code: 'PL', digits: 5, form: /^\d{2}-\d{3}$/ },
          { code: 'CZ', digits: 5, form: /^\d{3} \d{2}$/ },
          { code: 'PT', digits: 7, form: /^[1-9]\d{3}-\d{3}$/ },
        ),
        fc.stringMatching(/^[1-9]\d{6}$/),
        fc.constantFrom('', ' ', '-', '  '),
        ({ code, digits, form }, number, separator) => {
          const typed = [...number.slice(0, digits)].join(separator);
          expect(validatePostalCode(typed, country(code))._unsafeUnwrap()).toMatch(form);
        },
      ),
    );
  });

  it('is idempotent: a stored postal code validates to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POSTAL_CODE_COUNTRIES), fc.string({ maxLength: 10 }), (code, typed) => {
        validatePostalCode(typed, code).map((written) => {
          expect(validatePostalCode(written, code)).toEqual(ok(written));
        });
      }),
    );
  });
});
