import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fieldsChecked, requiredTextProblems, textLength } from '../../../../core/shop/forms/field-problem.ts';

describe('requiredTextProblems', () => {
  it('calls a blank text missing and a long one too long, after trimming', () => {
    expect(requiredTextProblems('subject', ' \n\t ', 5)).toEqual([{ field: 'subject', problem: 'Required' }]);
    expect(requiredTextProblems('subject', '123456', 5)).toEqual([{ field: 'subject', problem: 'TooLong', max: 5 }]);
    expect(requiredTextProblems('subject', '  12345  ', 5)).toEqual([]);
  });

  it('accepts every non-blank text of at most max characters, emoji and accents counted once', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (text) => {
        fc.pre(text.trim() !== '');
        expect(requiredTextProblems('f', text, textLength(text.trim()))).toEqual([]);
        expect(requiredTextProblems('f', `${text.trim()}x`, textLength(text.trim()))).toHaveLength(1);
      }),
    );
  });

  it('counts code points, not UTF-16 units', () => {
    expect(textLength('📦ż')).toBe(2);
  });
});

describe('fieldsChecked', () => {
  it('builds the value only when there is no problem', () => {
    expect(fieldsChecked([], () => 'value')).toEqual(ok('value'));
    expect(
      fieldsChecked([{ field: 'email', problem: 'Invalid' }], () => {
        throw new Error('not built');
      }),
    ).toEqual(err({ type: 'InvalidFields', problems: [{ field: 'email', problem: 'Invalid' }] }));
  });
});
