import { err, ok, type Result } from 'neverthrow';

/** An e-mail address that passed the specification's e-mail rule. */
export type Email = string & { readonly __brand: 'Email' };

export type InvalidEmail = { readonly type: 'InvalidEmail' };

export const invalidEmail = (): InvalidEmail => ({ type: 'InvalidEmail' });

// Local part: the spec's classes exactly. Domain: dot-separated labels of letters, digits and
// inner hyphens, at least one dot. ASCII only; the input is not trimmed or case-folded.
const EMAIL =
  /^[A-Za-z0-9_.+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const validateEmail = (input: string): Result<Email, InvalidEmail> =>
  EMAIL.test(input) ? ok(input as Email) : err(invalidEmail());
