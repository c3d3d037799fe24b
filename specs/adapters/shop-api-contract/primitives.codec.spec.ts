import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeWith } from '../../../adapters/shop-api-contract/decode-with.ts';
import { jsonSchemaOf } from '../../../adapters/shop-api-contract/json-schema.ts';
import { positiveIntUpTo, upToPattern } from '../../../adapters/shop-api-contract/primitives.codec.ts';

describe('a number from 1 to a maximum, as a query carries it', () => {
  it('matches exactly the decimal numbers 1 to max, without leading zeros', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: -10, max: 200_000 }), (max, n) => {
        expect(upToPattern(max).test(String(n))).toBe(n >= 1 && n <= max);
        expect(upToPattern(max).test(`0${n}`)).toBe(false);
      }),
    );
  });

  it('decodes what its documented pattern allows and nothing else', () => {
    const pageSize = positiveIntUpTo('PageSize', 48);
    const pattern = new RegExp(jsonSchemaOf(pageSize)['pattern'] as string);
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 60 }).map(String), fc.string()), (text) => {
        expect(decodeWith(pageSize)(text).isOk()).toBe(pattern.test(text));
      }),
    );
    expect(decodeWith(pageSize)('48')._unsafeUnwrap()).toBe(48);
    expect(decodeWith(pageSize)('49').isErr()).toBe(true);
  });
});
