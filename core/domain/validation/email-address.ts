import { err, type Result } from 'neverthrow';
import { invalidEmail, validateEmail, type Email, type InvalidEmail } from './email.ts';

/** RFC 5321's limit on an address; longer ones cannot be delivered anyway. */
export const EMAIL_MAX_LENGTH = 254;

/** Addresses are compared and stored trimmed and lower-cased, as Auth.js normalises them too. */
export const normaliseEmail = (input: string): string => input.trim().toLowerCase();

export const parseEmail = (input: string): Result<Email, InvalidEmail> => {
  const email = normaliseEmail(input);
  return email.length > EMAIL_MAX_LENGTH ? err(invalidEmail()) : validateEmail(email);
};
