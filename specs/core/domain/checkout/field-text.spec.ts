import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { combineFields } from '../../../../core/domain/forms/field-errors.ts';
import { invalidChoice, requiredText, tidyText } from '../../../../core/domain/checkout/field-text.ts';

describe('tidyText', () => {
  it('drops surrounding blanks and makes inner runs of white space one space', () => {
    expect(tidyText('  Calle \t Mayor\n 1 ')).toBe('Calle Mayor 1');
  });

  it('is idempotent and leaves no double spaces', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const tidy = tidyText(text);
        expect(tidyText(tidy)).toBe(tidy);
        expect(tidy).not.toMatch(/\s\s|^\s|\s$/);
      }),
    );
  });
});

describe('requiredText', () => {
  it('asks for text that is only blanks', () => {
    expect(requiredText(' \n ', 10)).toEqual(err({ type: 'Required' }));
  });

  it('counts characters, not UTF-16 units, against the maximum', () => {
    expect(requiredText('😀'.repeat(3), 3)).toEqual(ok('😀😀😀'));
    expect(requiredText('😀'.repeat(4), 3)).toEqual(err({ type: 'TooLong', max: 3 }));
  });

  it('accepts exactly the tidy texts of 1 to max characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 20 }), (text, max) => {
        const tidy = tidyText(text);
        const length = [...tidy].length;
        const expected =
          length === 0 ? err({ type: 'Required' }) : length > max ? err({ type: 'TooLong', max }) : ok(tidy);
        expect(requiredText(text, max)).toEqual(expected);
      }),
    );
  });
});

describe('invalidChoice', () => {
  it('names the value that is not an option', () => {
    expect(invalidChoice('FAX')).toEqual({ type: 'InvalidChoice', value: 'FAX' });
  });
});

describe('combineFields', () => {
  it('gives every value when every field passes', () => {
    expect(combineFields({ a: ok(1), b: ok('x') })).toEqual(ok({ a: 1, b: 'x' }));
  });

  it('gives every failing field and only those', () => {
    expect(combineFields({ a: err('A'), b: ok('x'), c: err('C') })).toEqual(err({ a: 'A', c: 'C' }));
  });

  it("keeps a field named '__proto__' as a field", () => {
    const combined = combineFields(Object.fromEntries([['__proto__', err('bad')]]));
    expect(Object.keys(combined._unsafeUnwrapErr())).toEqual(['__proto__']);
  });

  it('fails exactly when some field fails, naming each failure', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.option(fc.integer()), { noNullPrototype: false }),
        (fields) => {
          const results = Object.fromEntries(
            Object.entries(fields).map(([name, value]) => [name, value === null ? err(name) : ok(value)]),
          );
          const failing = Object.entries(fields).filter(([, value]) => value === null);
          const combined = combineFields(results);
          expect(combined.isErr()).toBe(failing.length > 0);
          if (combined.isErr())
            expect(Object.keys(combined.error).sort()).toEqual(failing.map(([name]) => name).sort());
        },
      ),
    );
  });
});
