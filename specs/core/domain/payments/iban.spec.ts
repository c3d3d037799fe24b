import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ibanRemainder, SEPA_IBAN_LENGTHS, validateIban } from '../../../../core/domain/payments/iban.ts';

/** An independent oracle: the whole number at once, in BigInt. */
const remainderByBigInt = (iban: string): bigint => {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...moved].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('');
  return BigInt(digits) % 97n;
};

const withCheckDigits = (country: string, bban: string): string => {
  const check = 98n - remainderByBigInt(`${country}00${bban}`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
};

const sepaIban = fc.constantFrom(...Object.entries(SEPA_IBAN_LENGTHS)).chain(([country, length]) =>
  fc
    .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), {
      minLength: length - 4,
      maxLength: length - 4,
    })
    .map((chars) => withCheckDigits(country, chars.join(''))),
);

describe('validateIban', () => {
  it.each([
    'ES91 2100 0418 4502 0005 1332',
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'FR14 2004 1010 0505 0001 3M02 606',
    'NL91 ABNA 0417 1643 00',
    'PL61 1090 1014 0000 0712 1981 2874',
    'PT50 0002 0123 1234 5678 9015 4',
    'IT60 X054 2811 1010 0000 0123 456',
    'BE68 5390 0754 7034',
    'DK50 0040 0440 1162 43',
    'CZ65 0800 0000 1920 0014 5399',
    'CH93 0076 2011 6238 5295 7',
  ])('accepts the published example %s', (iban) => {
    expect(validateIban(iban)).toEqual(ok(iban.replace(/ /g, '')));
  });

  it('accepts lower case and any spacing, giving the electronic form', () => {
    expect(validateIban('  es91 21000418 4502 0005 1332 ')).toEqual(ok('ES9121000418450200051332'));
  });

  it('asks for an IBAN when none is typed', () => {
    expect(validateIban('  ')).toEqual(err({ type: 'Required' }));
  });

  it('refuses a wrong check digit, a wrong length, a non-SEPA country and stray characters', () => {
    expect(validateIban('ES92 2100 0418 4502 0005 1332')).toEqual(err({ type: 'InvalidIban' }));
    expect(validateIban('ES91 2100 0418 4502 0005 133')).toEqual(err({ type: 'InvalidIban' }));
    expect(validateIban('US12 3456 7890 1234 5678')).toEqual(err({ type: 'InvalidIban' }));
    expect(validateIban('ES91-2100-0418-4502-0005-1332')).toEqual(err({ type: 'InvalidIban' }));
  });

  it('agrees with a BigInt mod-97 for any string of IBAN characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{4,40}$/), (candidate) => {
        expect(ibanRemainder(candidate)).toBe(Number(remainderByBigInt(candidate)));
      }),
    );
  });

  it('accepts every SEPA IBAN with correct check digits', () => {
    fc.assert(
      fc.property(sepaIban, (iban) => {
        expect(validateIban(iban)).toEqual(ok(iban));
      }),
    );
  });

  it('refuses any SEPA IBAN with one character changed', () => {
    fc.assert(
      fc.property(sepaIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const index = 2 + (at % (iban.length - 2));
        const original = iban.charAt(index);
        const replacement = /\d/.test(original)
          ? String((Number(original) + shift) % 10)
          : String.fromCharCode(((original.charCodeAt(0) - 65 + shift) % 26) + 65);
        const changed = `${iban.slice(0, index)}${replacement}${iban.slice(index + 1)}`;
        expect(validateIban(changed)).toEqual(err({ type: 'InvalidIban' }));
      }),
    );
  });
});
