import type { ResultAsync } from 'neverthrow';
import type { AuthFailure, AuthClientSession } from './auth-client.port.ts';
import type { PasswordResetRefused, SignUpForm } from './password-reset-gateway.port.ts';
import { requestSignInLink, signInWithPassword, signOut, type SignInRefused } from './sign-in.use-cases.ts';
import type { SessionUpdate } from '../../domain/session/session-update.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AuthClient } from './auth-client.port.ts';
import type { PasswordResetGateway } from './password-reset-gateway.port.ts';
import type { SessionGateway } from '../session/session-gateway.port.ts';

/** Signing in and out through the auth provider, as the UI drives it. */
export type AuthUseCases = {
  /** The signed-in session, or null. */
  readonly session: (callbackUrl: string) => ResultAsync<AuthClientSession | null, AuthFailure>;
  /** Answers the URL Auth.js sends the browser to next. */
  readonly signInWithPassword: (
    email: string,
    password: string,
    callbackUrl: string,
  ) => ResultAsync<string, AuthFailure | SignInRefused>;
  readonly sendSignInLink: (email: string, callbackUrl: string) => ResultAsync<string, AuthFailure | SignInRefused>;
  readonly signOut: (callbackUrl: string) => ResultAsync<string, AuthFailure>;
  /** Creates an account and mails the link that confirms it (and joins the address's guest orders to it). */
  readonly signUp: (form: SignUpForm) => ResultAsync<void, AuthFailure | PasswordResetRefused>;
  readonly requestPasswordReset: (email: string) => ResultAsync<void, AuthFailure | PasswordResetRefused>;
  readonly confirmPasswordReset: (
    token: string,
    password: string,
  ) => ResultAsync<void, AuthFailure | PasswordResetRefused>;
};

/** Signing in over the auth provider; the customer signed in is remembered in the storefront session. */
export const authUseCasesOf = (
  auth: AuthClient,
  resets: PasswordResetGateway,
  sessions: SessionGateway,
  clock: Clock,
): AuthUseCases => {
  const rememberCustomer = (update: SessionUpdate) => sessions.update(update);
  return {
    session: (callbackUrl) => auth.session(callbackUrl),
    signInWithPassword: signInWithPassword({ auth, rememberCustomer, clock }),
    sendSignInLink: requestSignInLink(auth),
    signOut: signOut(auth, rememberCustomer),
    signUp: (form) => resets.signUp(form),
    requestPasswordReset: (email) => resets.request(email),
    confirmPasswordReset: (token, password) => resets.confirm(token, password),
  };
};
