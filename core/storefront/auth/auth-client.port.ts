import type { ResultAsync } from 'neverthrow';
import type { Customer } from '../../domain/customers/customer.ts';
import type { AuthProvider } from '../../domain/customers/sign-in-provider.ts';
import type { ErrorSituation } from '../../domain/errors/error-situations.ts';

/** Section 8's auth situations: the texts the storefront shows when the auth provider fails. */
export type AuthFailure = Extract<
  ErrorSituation,
  {
    type:
      | 'InvalidSessionProvider'
      | 'AuthRuntimeError'
      | 'AuthServerConfiguration'
      | 'InvalidProvider'
      | 'SignOutWithoutCsrf';
  }
>;

/** The auth provider's session (GET session): who is signed in, until when. */
export type AuthClientSession = {
  readonly user: { readonly name: string | null; readonly email: string | null };
  readonly customer: Customer | null;
  readonly expires: string;
};

export type { AuthProvider, AuthProviderType } from '../../domain/customers/sign-in-provider.ts';

/** Auth.js's REST calls (spec 7). Form posts carry csrfToken, callbackUrl and json=true. */
export interface AuthClient {
  /** GET providers. */
  providers(): ResultAsync<readonly AuthProvider[], AuthFailure>;
  /** GET session?callbackUrl=…; null when nobody is signed in. */
  session(callbackUrl: string): ResultAsync<AuthClientSession | null, AuthFailure>;
  /** GET csrf: the token each form post sends back. */
  csrfToken(): ResultAsync<string, AuthFailure>;
  /** POST {action}/{provider} with the submitted fields; answers where Auth.js sends the browser next. */
  submit(
    action: 'signin' | 'callback',
    provider: string,
    fields: Readonly<Record<string, string>>,
    csrfToken: string,
    callbackUrl: string,
  ): ResultAsync<string, AuthFailure>;
  /** POST signout; an empty token is refused by the server (400 SignOutWithoutCsrf). */
  signOut(csrfToken: string, callbackUrl: string): ResultAsync<string, AuthFailure>;
}
