import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formEncode, paramPairs } from '../../../adapters/shop-api-contract/form-encoding.ts';

describe('form encoding (spec section 7: other methods form-encoded)', () => {
  it('encodes pairs as application/x-www-form-urlencoded', () => {
    expect(
      formEncode([
        ['name', 'Ana María'],
        ['note', "50% off! (today) ~'*"],
      ]),
    ).toBe('name=Ana+Mar%C3%ADa&note=50%25+off%21+%28today%29+%7E%27*');
    expect(formEncode([])).toBe('');
  });

  it('produces exactly what URLSearchParams produces', () => {
    const pairs = fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })));
    fc.assert(
      fc.property(pairs, (generated) => {
        expect(formEncode(generated)).toBe(new URLSearchParams(generated.map(([n, v]) => [n, v])).toString());
      }),
    );
  });

  it('replaces lone surrogates as URLSearchParams does', () => {
    expect(
      formEncode([
        ['a', '\uD800'],
        ['\uDC00', 'b'],
      ]),
    ).toBe('a=%EF%BF%BD&%EF%BF%BD=b');
  });

  it('turns params into pairs: arrays repeat the name, undefined and null are left out', () => {
    expect(paramPairs({ q: 'mug', page: 2, gift: true, tags: ['a', 1, false], skip: undefined, none: null })).toEqual([
      ['q', 'mug'],
      ['page', '2'],
      ['gift', 'true'],
      ['tags', 'a'],
      ['tags', '1'],
      ['tags', 'false'],
    ]);
  });
});
