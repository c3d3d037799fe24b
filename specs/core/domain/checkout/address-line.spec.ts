import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  validateAddressLine1,
  validateAddressLine2,
  validateCity,
} from '../../../../core/domain/checkout/address-line.ts';

describe('address lines and city', () => {
  it('requires the first line, tidied, up to 100 characters', () => {
    expect(validateAddressLine1('  Calle   Mayor 1 ')).toEqual(ok('Calle Mayor 1'));
    expect(validateAddressLine1('')).toEqual(err({ type: 'Required' }));
    expect(validateAddressLine1('x'.repeat(101))).toEqual(err({ type: 'TooLong', max: 100 }));
  });

  it('makes the second line optional, up to 100 characters', () => {
    expect(validateAddressLine2('  ')).toEqual(ok(null));
    expect(validateAddressLine2('Escalera B')).toEqual(ok('Escalera B'));
    expect(validateAddressLine2('x'.repeat(101))).toEqual(err({ type: 'TooLong', max: 100 }));
  });

  it('requires the city, up to 60 characters', () => {
    expect(validateCity(' Kraków ')).toEqual(ok('Kraków'));
    expect(validateCity('')).toEqual(err({ type: 'Required' }));
    expect(validateCity('x'.repeat(61))).toEqual(err({ type: 'TooLong', max: 60 }));
  });

  it('accepts the second line exactly when the first would accept it or it is blank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const line2 = validateAddressLine2(text);
        const line1 = validateAddressLine1(text);
        if (text.trim() === '') expect(line2).toEqual(ok(null));
        else expect(line2).toEqual(line1);
      }),
    );
  });
});
