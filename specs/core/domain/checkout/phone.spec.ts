import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validatePhone } from '../../../../core/domain/checkout/phone.ts';
import { country } from '../../../support/checkout-mother.ts';

describe('validatePhone', () => {
  it.each([
    ['612 345 678', 'ES', '+34612345678'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['06 1234 5678', 'IT', '+390612345678'],
    ['512-345-678', 'PL', '+48512345678'],
    ['20 12 34 56', 'DK', '+4520123456'],
    ['912 345 678', 'PT', '+351912345678'],
    ['601 123 456', 'CZ', '+420601123456'],
    ['030 1234567', 'DE', '+49301234567'],
    ['(020) 7946 0958', 'GB', '+442079460958'],
    ['070-123 45 67', 'SE', '+46701234567'],
  ])('reads the national number %s of %s as %s', (typed, code, e164) => {
    expect(validatePhone(typed, country(code))).toEqual(ok(e164));
  });

  it('reads + and 00 numbers whatever the store country', () => {
    expect(validatePhone('+44 20 7946 0958', country('ES'))).toEqual(ok('+442079460958'));
    expect(validatePhone('0044 20 7946 0958', country('PL'))).toEqual(ok('+442079460958'));
    expect(validatePhone('+34.612.345.678', country('US'))).toEqual(ok('+34612345678'));
  });

  it('asks for a number', () => {
    expect(validatePhone('  ', country('ES'))).toEqual(err({ type: 'Required' }));
  });

  it.each([
    ['612 ABC 678', 'ES'],
    ['+34 612 345 678 ext 2', 'ES'],
    ['34+612345678', 'ES'],
    ['12345', 'ES'],
    ['+0612345678', 'ES'],
    ['+1234567890123456', 'ES'],
    ['612 345 678', 'US'],
  ])('refuses %s (store %s)', (typed, code) => {
    expect(validatePhone(typed, country(code))).toEqual(err({ type: 'InvalidPhone' }));
  });

  const e164Digits = fc.stringMatching(/^[1-9]\d{7,14}$/);
  const separators = fc.array(fc.constantFrom(' ', '-', '.'), { maxLength: 15 });

  it('accepts every E.164 number, with separators anywhere between digits', () => {
    fc.assert(
      fc.property(e164Digits, separators, (digits, seps) => {
        const typed = `+${[...digits].map((digit, index) => `${digit}${seps[index] ?? ''}`).join('')}`;
        expect(validatePhone(typed, country('ES'))).toEqual(ok(`+${digits}`));
      }),
    );
  });

  it('gives +, then 8 to 15 digits, or an error, for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('ES', 'FR', 'IT', 'PL', 'US'), (typed, code) => {
        validatePhone(typed, country(code)).match(
          (phone) => expect(phone).toMatch(/^\+[1-9]\d{7,14}$/),
          (error) => expect(['Required', 'InvalidPhone']).toContain(error.type),
        );
      }),
    );
  });

  it('refuses any number with a letter in it', () => {
    fc.assert(
      fc.property(e164Digits, fc.stringMatching(/^[a-zA-Z]$/), (digits, letter) => {
        expect(validatePhone(`+${digits}${letter}`, country('ES'))).toEqual(err({ type: 'InvalidPhone' }));
      }),
    );
  });
});
