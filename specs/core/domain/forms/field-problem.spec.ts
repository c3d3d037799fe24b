import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  fieldProblemsOf,
  fieldsChecked,
  requiredTextProblems,
  textLength,
} from '../../../../core/domain/forms/field-problem.ts';

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

describe('fieldProblemsOf', () => {
  it("lists a validator's per-field errors as problems, keeping a limit and leaving out the fields that passed", () => {
    expect(
      fieldProblemsOf({
        email: { type: 'InvalidEmail' },
        phone: undefined,
        'billing.line1': { type: 'TooLong', max: 70 },
      }),
    ).toEqual([
      { field: 'email', problem: 'InvalidEmail' },
      { field: 'billing.line1', problem: 'TooLong', max: 70 },
    ]);
  });

  it('gives one problem per failing field, named by its error', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.constantFrom('Required', 'Invalid')), (types) => {
        const errors = Object.fromEntries(Object.entries(types).map(([field, type]) => [field, { type }]));
        expect(fieldProblemsOf(errors)).toEqual(Object.entries(types).map(([field, problem]) => ({ field, problem })));
      }),
    );
  });
});
