import type { ResultAsync } from 'neverthrow';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { AuthFailure } from './auth-client.port.ts';

export type PasswordResetRefused =
  | { readonly type: 'ResetLinkInvalid' }
  | { readonly type: 'InvalidFields'; readonly fields: readonly FieldProblem[] }
  /** The new password is on the shop's list of common and breached passwords. */
  | { readonly type: 'CommonPassword' }
  | { readonly type: 'TooManyAttempts' };

/** What a new account is made of; the shop mails a link to confirm the address before the password signs in. */
export type SignUpForm = {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
};

/**
 * The shop's account endpoints beside Auth.js: sign up (a confirmation link is mailed), request a reset link, then
 * set a new password with it.
 */
export interface PasswordResetGateway {
  /** Mails a confirmation link; the same answer whether or not the e-mail has an account. */
  signUp(form: SignUpForm): ResultAsync<void, AuthFailure | PasswordResetRefused>;
  /** Mails a reset link; the same answer whether or not the e-mail has an account. */
  request(email: string): ResultAsync<void, AuthFailure | PasswordResetRefused>;
  confirm(token: string, password: string): ResultAsync<void, AuthFailure | PasswordResetRefused>;
}
