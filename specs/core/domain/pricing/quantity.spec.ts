import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from '../../../../core/domain/pricing/quantity.ts';

const refused = err({ type: 'InvalidQuantity', min: 1, max: 99 });

describe('quantity per cart line: a whole number from 1 to 99', () => {
  it('has the limits 1 and 99', () => {
    expect([MIN_QUANTITY, MAX_QUANTITY]).toEqual([1, 99]);
  });

  it.each([1, 2, 99])('accepts %i', (value) => {
    expect(parseQuantity(value)).toEqual(ok(value));
  });

  it.each([0, 100, -1, 1.5, Number.NaN, '3', null])('refuses %s', (value) => {
    expect(parseQuantity(value)).toEqual(refused);
  });

  it('accepts exactly the integers 1..99', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (value) => {
        const inRange = Number.isInteger(value) && value >= 1 && value <= 99;
        expect(parseQuantity(value).isOk()).toBe(inRange);
      }),
    );
  });
});
