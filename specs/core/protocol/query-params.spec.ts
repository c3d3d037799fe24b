import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryValue } from '../../../core/protocol/query-params.ts';

describe('query values', () => {
  it('reads a single value, the first of repeated values, or nothing', () => {
    expect(queryValue({ q: 'mugs' }, 'q')).toBe('mugs');
    expect(queryValue({ q: ['first', 'second'] }, 'q')).toBe('first');
    expect(queryValue({ q: [] }, 'q')).toBeUndefined();
    expect(queryValue({ q: undefined }, 'q')).toBeUndefined();
    expect(queryValue({}, 'q')).toBeUndefined();
  });

  it('ignores inherited object properties', () => {
    expect(queryValue({}, 'toString')).toBeUndefined();
    expect(queryValue({}, '__proto__')).toBeUndefined();
  });

  it('returns the value itself or the first element', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.string(), fc.array(fc.string(), { minLength: 1 })), (name, value) => {
        expect(queryValue({ [name]: value }, name)).toBe(typeof value === 'string' ? value : value[0]);
      }),
    );
  });
});
