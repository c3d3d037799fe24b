import { err, ok, type Result } from 'neverthrow';
import type { FieldProblem } from '../forms/field-problem.ts';
import type { CommonPasswords } from './common-passwords.port.ts';

export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase, short enough that hashing one is not a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Length is the rule (NIST SP 800-63B): 10 to 128 characters, any characters, no composition rules;
 * a password of blanks only counts as missing. Given the list (the server has it, the browser does not), a
 * common or breached password is refused too.
 */
export const checkNewPassword = (
  field: string,
  password: string,
  common?: CommonPasswords,
): Result<string, FieldProblem> => {
  const length = [...password].length;
  if (password.trim() === '') return err({ field, problem: 'Required' });
  if (length > PASSWORD_MAX_LENGTH) return err({ field, problem: 'TooLong', max: PASSWORD_MAX_LENGTH });
  if (length < PASSWORD_MIN_LENGTH) return err({ field, problem: 'Invalid' });
  return common?.includes(password) ? err({ field, problem: 'Common' }) : ok(password);
};
