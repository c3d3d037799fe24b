import type { ResultAsync } from 'neverthrow';
import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { AuthFailure } from './auth-client.port.ts';

export type PasswordResetRefused =
  | { readonly type: 'ResetLinkInvalid' }
  | { readonly type: 'InvalidFields'; readonly fields: readonly FieldProblem[] }
  /** The new password is on the shop's list of common and breached passwords. */
  | { readonly type: 'CommonPassword' }
  | { readonly type: 'TooManyAttempts' };

/** The shop's password reset endpoints beside Auth.js (request a link, then set a new password with it). */
export interface PasswordResetGateway {
  /** Mails a reset link; the same answer whether or not the e-mail has an account. */
  request(email: string): ResultAsync<void, AuthFailure | PasswordResetRefused>;
  confirm(token: string, password: string): ResultAsync<void, AuthFailure | PasswordResetRefused>;
}
