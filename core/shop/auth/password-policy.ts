import { err, ok, type Result } from 'neverthrow';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing one is not a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Length is the rule (NIST SP 800-63B): 10 to 128 characters, any characters, no composition rules;
 * a password of blanks only counts as missing.
 */
export const checkNewPassword = (field: string, password: string): Result<string, FieldProblem> => {
  const length = [...password].length;
  if (password.trim() === '') return err({ field, problem: 'Required' });
  if (length > PASSWORD_MAX_LENGTH) return err({ field, problem: 'TooLong', max: PASSWORD_MAX_LENGTH });
  return length < PASSWORD_MIN_LENGTH ? err({ field, problem: 'Invalid' }) : ok(password);
};
