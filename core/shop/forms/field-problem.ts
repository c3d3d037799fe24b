import { err, ok, type Result } from 'neverthrow';

/** Why one submitted field was refused; the edge turns it into the envelope's `{ field, message }`. */
export type FieldProblem =
  | { readonly field: string; readonly problem: 'Required' }
  | { readonly field: string; readonly problem: 'TooLong'; readonly max: number }
  | { readonly field: string; readonly problem: 'Invalid' }
  | { readonly field: string; readonly problem: 'Common' };

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
