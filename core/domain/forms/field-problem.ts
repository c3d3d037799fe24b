import { err, ok, type Result } from 'neverthrow';

/**
 * Why one submitted field was refused, the one shape every form's errors take across the seams: the core's
 * field name and a stable key the UI translates ('Required', 'TooLong', 'InvalidEmail'…), never a sentence.
 * The Shop API carries it as the 5004 envelope's `{ field, message }`, the field named as the request names it.
 */
export type FieldProblem = { readonly field: string; readonly problem: string; readonly max?: number };

/** A form that failed its field rules, every problem at once so the shopper fixes them in one go. */
export type InvalidFields = { readonly type: 'InvalidFields'; readonly problems: readonly FieldProblem[] };

/** Characters as the shopper counts them: an emoji or an accented letter is one. */
export const textLength = (text: string): number => [...text].length;

/** A required free text: blank after trimming is missing, longer than `max` characters is refused. */
export const requiredTextProblems = (field: string, value: string, max: number): readonly FieldProblem[] => {
  const trimmed = value.trim();
  if (trimmed === '') return [{ field, problem: 'Required' }];
  return textLength(trimmed) > max ? [{ field, problem: 'TooLong', max }] : [];
};

/** The value once every rule passed, or all the problems found. */
export const fieldsChecked = <T>(problems: readonly FieldProblem[], value: () => T): Result<T, InvalidFields> =>
  problems.length === 0 ? ok(value()) : err({ type: 'InvalidFields', problems });

/** A validator's per-field errors (see combineFields) as the form's problems, in field order. */
export const fieldProblemsOf = (errors: {
  readonly [field: string]: { readonly type: string; readonly max?: number } | undefined;
}): readonly FieldProblem[] =>
  Object.entries(errors).flatMap(([field, error]) =>
    error === undefined
      ? []
      : [error.max === undefined ? { field, problem: error.type } : { field, problem: error.type, max: error.max }],
  );

/** A rule's error as the problem of one form field: missing, too long, or otherwise not acceptable. */
export const problemOf = (field: string, error: { readonly type: string; readonly max?: number }): FieldProblem => {
  if (error.type === 'Required') return { field, problem: 'Required' };
  if (error.type === 'TooLong' && error.max !== undefined) return { field, problem: 'TooLong', max: error.max };
  return { field, problem: 'Invalid' };
};
