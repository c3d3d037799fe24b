import type { ResultAsync } from 'neverthrow';
import type { AuthFailure, AuthSession } from '../../core/storefront/auth/auth-client.port.ts';
import type { PasswordResetRefused } from '../../core/storefront/auth/password-reset-gateway.port.ts';
import type { SignInRefused } from '../../core/storefront/auth/sign-in.use-cases.ts';

/** Signing in and out through the auth provider, as the UI drives it. */
export type AuthUseCases = {
  /** The signed-in session, or null. */
  readonly session: (callbackUrl: string) => ResultAsync<AuthSession | null, AuthFailure>;
  /** Answers the URL Auth.js sends the browser to next. */
  readonly signInWithPassword: (
    email: string,
    password: string,
    callbackUrl: string,
  ) => ResultAsync<string, AuthFailure | SignInRefused>;
  readonly sendSignInLink: (email: string, callbackUrl: string) => ResultAsync<string, AuthFailure | SignInRefused>;
  readonly signOut: (callbackUrl: string) => ResultAsync<string, AuthFailure>;
  readonly requestPasswordReset: (email: string) => ResultAsync<void, AuthFailure | PasswordResetRefused>;
  readonly confirmPasswordReset: (
    token: string,
    password: string,
  ) => ResultAsync<void, AuthFailure | PasswordResetRefused>;
};
