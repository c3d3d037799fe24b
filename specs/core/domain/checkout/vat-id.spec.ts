import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isValidSpanishTaxId } from '../../../../core/domain/checkout/spanish-tax-id.ts';
import { validateVatId } from '../../../../core/domain/checkout/vat-id.ts';
import { country } from '../../../support/checkout-mother.ts';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The CIF control digit, computed the long way round as the tax agency describes it. */
const cifControl = (digits: string): number => {
  let even = 0;
  let odd = 0;
  for (let position = 1; position <= 7; position += 1) {
    const digit = Number(digits[position - 1]);
    if (position % 2 === 0) even += digit;
    else
      odd += String(digit * 2)
        .split('')
        .reduce((sum, char) => sum + Number(char), 0);
  }
  return (10 - ((even + odd) % 10)) % 10;
};

describe('isValidSpanishTaxId', () => {
  it.each(['12345678Z', 'X1234567L', 'Y1234567X', 'B12345674', 'A58818501', 'Q1234567D', 'G12345674', 'G1234567D'])(
    'accepts %s',
    (id) => {
      expect(isValidSpanishTaxId(id)).toBe(true);
    },
  );

  it.each(['12345678A', 'X1234567A', 'B1234567D', 'Q12345674', 'B12345675', 'I12345674', '1234567Z', 'K1234567L'])(
    'refuses %s',
    (id) => {
      expect(isValidSpanishTaxId(id)).toBe(false);
    },
  );

  it('accepts a DNI with its own letter and no other', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.constantFrom(...DNI_LETTERS), (digits, letter) => {
        expect(isValidSpanishTaxId(`${digits}${letter}`)).toBe(letter === DNI_LETTERS[Number(digits) % 23]);
      }),
    );
  });

  it('accepts a NIE with the letter of its number, X, Y and Z read as 0, 1 and 2', () => {
    fc.assert(
      fc.property(fc.constantFrom('X', 'Y', 'Z'), fc.stringMatching(/^\d{7}$/), (first, digits) => {
        const letter = DNI_LETTERS[Number(`${'XYZ'.indexOf(first)}${digits}`) % 23];
        expect(isValidSpanishTaxId(`${first}${digits}${letter}`)).toBe(true);
      }),
    );
  });

  it('accepts a CIF with its control as a digit or letter as the organisation type demands', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'ABCDEFGHJNPQRSUVW'), fc.stringMatching(/^\d{7}$/), (type, digits) => {
        const control = cifControl(digits);
        const asDigit = `${type}${digits}${control}`;
        const asLetter = `${type}${digits}${'JABCDEFGHI'[control]}`;
        expect(isValidSpanishTaxId(asDigit)).toBe(!'PQRSNW'.includes(type));
        expect(isValidSpanishTaxId(asLetter)).toBe(!'ABEH'.includes(type));
        expect(isValidSpanishTaxId(`${type}${digits}${(control + 1) % 10}`)).toBe(false);
      }),
    );
  });
});

describe('validateVatId', () => {
  it.each([
    ['ESB12345674', 'ES', 'ESB12345674'],
    ['B-12345674', 'ES', 'ESB12345674'],
    ['es 12345678z', 'ES', 'ES12345678Z'],
    ['DE123456789', 'ES', 'DE123456789'],
    ['FR 12 345678901', 'FR', 'FR12345678901'],
    ['IT12345678901', 'IT', 'IT12345678901'],
    ['1234567890', 'PL', 'PL1234567890'],
    ['PT123456789', 'PT', 'PT123456789'],
    ['DK 12 34 56 78', 'DK', 'DK12345678'],
    ['CZ12345678', 'CZ', 'CZ12345678'],
    ['NL123456789B01', 'ES', 'NL123456789B01'],
    ['ATU12345678', 'ES', 'ATU12345678'],
    ['BE0123456789', 'ES', 'BE0123456789'],
    ['SE123456789001', 'ES', 'SE123456789001'],
    ['IE1234567WA', 'ES', 'IE1234567WA'],
    ['CHE-123.456.789 MWST', 'FR', 'CHE123456789MWST'],
    ['GB123456789', 'ES', 'GB123456789'],
    ['EL123456789', 'ES', 'EL123456789'],
    ['123456789', 'GR', 'EL123456789'],
  ])('accepts %s (store %s) as %s', (typed, store, written) => {
    expect(validateVatId(typed, country(store))).toEqual(ok(written));
  });

  it('asks for a VAT number', () => {
    expect(validateVatId(' ', country('ES'))).toEqual(err({ type: 'Required' }));
  });

  it('refuses a Spanish number with a wrong check character', () => {
    expect(validateVatId('ESB12345675', country('ES'))).toEqual(err({ type: 'InvalidVatId', country: 'ES' }));
    expect(validateVatId('12345678A', country('ES'))).toEqual(err({ type: 'InvalidVatId', country: 'ES' }));
  });

  it('refuses a number in the wrong format for its prefix, naming the country', () => {
    expect(validateVatId('DE12345678', country('ES'))).toEqual(err({ type: 'InvalidVatId', country: 'DE' }));
    expect(validateVatId('EL12345', country('ES'))).toEqual(err({ type: 'InvalidVatId', country: 'GR' }));
    expect(validateVatId('XIGD12', country('ES'))).toEqual(err({ type: 'InvalidVatId', country: 'GB' }));
    expect(validateVatId('12345', country('PL'))).toEqual(err({ type: 'InvalidVatId', country: 'PL' }));
  });

  it('refuses an unprefixed number where the store country has no VAT format', () => {
    expect(validateVatId('123456789', country('US'))).toEqual(err({ type: 'InvalidVatId', country: null }));
  });

  it('ignores case, spaces, dots, hyphens and slashes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ESB12345674', 'DE123456789', 'NL123456789B01', 'FR12345678901', 'PL1234567890'),
        fc.array(fc.constantFrom(' ', '.', '-', '/'), { maxLength: 16 }),
        fc.boolean(),
        (id, separators, lower) => {
          const typed = [...id].map((char, index) => `${char}${separators[index] ?? ''}`).join('');
          expect(validateVatId(lower ? typed.toLowerCase() : typed, country('ES'))).toEqual(ok(id));
        },
      ),
    );
  });

  it('accepts any Spanish company number with a valid CIF, prefixed or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'ABEH'), fc.stringMatching(/^\d{7}$/), fc.boolean(), (type, digits, prefixed) => {
        const cif = `${type}${digits}${cifControl(digits)}`;
        expect(validateVatId(prefixed ? `ES${cif}` : cif, country('ES'))).toEqual(ok(`ES${cif}`));
      }),
    );
  });
});
