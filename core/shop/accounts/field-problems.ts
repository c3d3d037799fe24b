import type { FieldProblem } from '../../domain/forms/field-problem.ts';

/** A rule's error as the problem of one form field: missing, too long, or otherwise not acceptable. */
export const problemOf = (field: string, error: { readonly type: string; readonly max?: number }): FieldProblem => {
  if (error.type === 'Required') return { field, problem: 'Required' };
  if (error.type === 'TooLong' && error.max !== undefined) return { field, problem: 'TooLong', max: error.max };
  return { field, problem: 'Invalid' };
};
