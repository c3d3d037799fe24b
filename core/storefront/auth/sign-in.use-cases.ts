import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SessionUpdate } from '../../domain/session/session-update.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { AuthClient, AuthFailure, AuthProviderType } from './auth-client.port.ts';

/** Auth.js's own rule: credentials are checked by the provider's callback, every other type starts at signin. */
export const authActionFor = (type: AuthProviderType): 'signin' | 'callback' =>
  type === 'credentials' ? 'callback' : 'signin';

/** Auth.js answers a refused sign-in with 200 and `?error=Code` on the URL it sends the browser to. */
export type SignInRefused = { readonly type: 'SignInRefused'; readonly code: string };

const refusalIn = (url: string): string | undefined => {
  const code = /[?&]error=([^&#]*)/.exec(url)?.[1];
  return code === undefined ? undefined : decodeURIComponent(code.replace(/\+/g, ' '));
};

const outcomeOf = (url: string): ResultAsync<string, SignInRefused> => {
  const code = refusalIn(url);
  return code === undefined ? okAsync(url) : errAsync({ type: 'SignInRefused', code });
};

export type SignInDeps = {
  readonly auth: AuthClient;
  /** Stores the signed-in customer in the product-server session (POST /api/session). */
  readonly rememberCustomer: (update: SessionUpdate) => ResultAsync<unknown, unknown>;
  readonly clock: Clock;
};

/**
 * E-mail and password through the credentials provider; then the customer snapshot goes into the session.
 * The snapshot is a cache the server refreshes, so failing to store it does not undo the sign-in.
 */
export const signInWithPassword =
  ({ auth, rememberCustomer, clock }: SignInDeps) =>
  (email: string, password: string, callbackUrl: string): ResultAsync<string, AuthFailure | SignInRefused> =>
    auth
      .csrfToken()
      .andThen((token) =>
        auth.submit(authActionFor('credentials'), 'credentials', { email, password }, token, callbackUrl),
      )
      .andThen(outcomeOf)
      .andThen((url) =>
        auth
          .session(callbackUrl)
          .andThen((session) =>
            session?.customer
              ? rememberCustomer({ customer: session.customer, updateDateCustomer: clock.now() })
              : okAsync(undefined),
          )
          .orElse(() => okAsync(undefined))
          .map(() => url),
      );

/** Mails a sign-in link through the e-mail provider. */
export const sendSignInLink =
  (auth: AuthClient) =>
  (email: string, callbackUrl: string): ResultAsync<string, AuthFailure | SignInRefused> =>
    auth
      .csrfToken()
      .andThen((token) => auth.submit(authActionFor('email'), 'email', { email }, token, callbackUrl))
      .andThen(outcomeOf);

/** Signs out with the CSRF token and forgets the customer snapshot of the session. */
export const signOut =
  (auth: AuthClient, rememberCustomer: SignInDeps['rememberCustomer']) =>
  (callbackUrl: string): ResultAsync<string, AuthFailure> =>
    auth
      .csrfToken()
      .andThen((token) => auth.signOut(token, callbackUrl))
      .andThen((url) =>
        rememberCustomer({ customer: null, updateDateCustomer: null })
          .orElse(() => okAsync(undefined))
          .map(() => url),
      );
