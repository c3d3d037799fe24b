import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SessionUpdate } from '../../domain/session/session-update.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { authActionFor, signInProvider } from '../../domain/customers/sign-in-provider.ts';
import type { AuthClient, AuthFailure } from './auth-client.port.ts';

export { authActionFor };

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

/**
 * POST to the provider the auth provider lists under `providerId`, as its type requires (spec 7); a provider
 * missing from the list, or a list that does not load, is InvalidProvider (spec 8) and nothing is posted.
 */
const submitTo = (
  auth: AuthClient,
  providerId: string,
  fields: Readonly<Record<string, string>>,
  callbackUrl: string,
): ResultAsync<string, AuthFailure | SignInRefused> =>
  auth
    .providers()
    .map((providers): typeof providers | undefined => providers)
    .orElse(() => okAsync(undefined))
    .andThen((providers) => signInProvider(providers, providerId))
    .andThen((provider) =>
      auth
        .csrfToken()
        .andThen((token) => auth.submit(authActionFor(provider.type), provider.id, fields, token, callbackUrl)),
    )
    .andThen(outcomeOf);

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
    submitTo(auth, 'credentials', { email, password }, callbackUrl).andThen((url) =>
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
export const requestSignInLink =
  (auth: AuthClient) =>
  (email: string, callbackUrl: string): ResultAsync<string, AuthFailure | SignInRefused> =>
    submitTo(auth, 'email', { email }, callbackUrl);

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
