import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstQueryValue, queryString } from '../../../../core/domain/routing/query.ts';

describe('query values', () => {
  it('reads a single value, the first of a repeated key, or nothing', () => {
    expect(firstQueryValue({ query: 'mug' }, 'query')).toBe('mug');
    expect(firstQueryValue({ query: ['mug', 'cup'] }, 'query')).toBe('mug');
    expect(firstQueryValue({ query: [] }, 'query')).toBeUndefined();
    expect(firstQueryValue({ query: undefined }, 'query')).toBeUndefined();
    expect(firstQueryValue({}, 'query')).toBeUndefined();
  });
});

describe('query string', () => {
  it('is empty without values', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ step: undefined, tags: [] })).toBe('');
  });

  it('encodes keys and values and repeats list keys', () => {
    expect(queryString({ redirect: '/accounts/orders?x=1', tag: ['a b', 'c'] })).toBe(
      '?redirect=%2Faccounts%2Forders%3Fx%3D1&tag=a%20b&tag=c',
    );
  });

  it('decodes back to the same pairs', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (query) => {
        const pairs = queryString(query)
          .slice(1)
          .split('&')
          .filter((pair) => pair !== '')
          .map((pair) => pair.split('=').map(decodeURIComponent));
        expect(Object.fromEntries(pairs)).toEqual({ ...query });
      }),
    );
  });
});
