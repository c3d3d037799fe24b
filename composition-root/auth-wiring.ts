import { errAsync, okAsync } from 'neverthrow';
import { authRuntimeError } from '../core/domain/errors/error-situations.ts';
import type { SessionUpdate } from '../core/domain/session/session-update.ts';
import type { Clock } from '../core/domain/shared/clock.port.ts';
import type { AuthClient } from '../core/storefront/auth/auth-client.port.ts';
import type { PasswordResetGateway } from '../core/storefront/auth/password-reset-gateway.port.ts';
import { sendSignInLink, signInWithPassword, signOut } from '../core/storefront/auth/sign-in.use-cases.ts';
import type { SessionGateway } from '../core/storefront/session/session-gateway.port.ts';
import type { AuthUseCases } from '../ui/app/auth-use-cases.ts';
import { token } from './tokens.ts';

export const AUTH_USE_CASES = token<AuthUseCases>('authUseCases');

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
    sendSignInLink: sendSignInLink(auth),
    signOut: signOut(auth, rememberCustomer),
    requestPasswordReset: (email) => resets.request(email),
    confirmPasswordReset: (token, password) => resets.confirm(token, password),
  };
};

/** The server renders the signed-out header and lets the browser ask; signing in is the browser's own request. */
export const renderOnlyAuthUseCases: AuthUseCases = {
  session: () => okAsync(null),
  signInWithPassword: () => errAsync(authRuntimeError()),
  sendSignInLink: () => errAsync(authRuntimeError()),
  signOut: () => errAsync(authRuntimeError()),
  requestPasswordReset: () => errAsync(authRuntimeError()),
  confirmPasswordReset: () => errAsync(authRuntimeError()),
};
