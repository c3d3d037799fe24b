import type { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What a single-use token lets its holder do. */
export const AUTH_TOKEN_PURPOSES = ['email-sign-in', 'password-reset'] as const;

export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

export type IssuedAuthToken = {
  readonly digest: string;
  readonly purpose: AuthTokenPurpose;
  readonly email: string;
  readonly expiresAt: number;
};

export type ConsumedAuthToken = { readonly email: string; readonly expiresAt: number };

/** Single-use, expiring tokens kept by digest only. */
export interface AuthTokenRepository {
  issue(token: IssuedAuthToken): ResultAsync<void, RepositoryFailure>;
  /**
   * Marks the token used and answers its e-mail, in one atomic step so two uses of one token cannot both
   * succeed; null when unknown, of another purpose, already used or expired at `now`.
   */
  consume(
    digest: string,
    purpose: AuthTokenPurpose,
    now: number,
  ): ResultAsync<ConsumedAuthToken | null, RepositoryFailure>;
  /** Uses up every outstanding token of `purpose` for `email` (after a password reset, the other links die). */
  revokeAll(email: string, purpose: AuthTokenPurpose, now: number): ResultAsync<void, RepositoryFailure>;
}
