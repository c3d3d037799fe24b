import fc from 'fast-check';
import { expect, it } from 'vitest';

/** The laws every `const X = [...] as const` enumeration with its `isX` guard obeys. */
export const itIsAnEnumeration = (
  values: readonly string[],
  guard: (value: string) => boolean,
  specified: readonly string[],
): void => {
  it('holds exactly the values the specification lists, in order', () => {
    expect(values).toEqual(specified);
  });

  it('recognises each of its values and nothing else', () => {
    for (const value of values) expect(guard(value)).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(guard(text)).toBe(values.includes(text));
      }),
    );
    for (const value of values) {
      expect(guard(value.toUpperCase() === value ? value.toLowerCase() : value.toUpperCase())).toBe(false);
      expect(guard(` ${value}`)).toBe(false);
    }
  });
};
