import { err, ok, type Result } from 'neverthrow';
import { invalidProvider } from '../errors/error-situations.ts';

export type AuthProviderType = 'credentials' | 'email' | 'oauth' | 'oidc' | 'webauthn';

/** A sign-in method the auth provider offers (its GET providers list). */
export type AuthProvider = { readonly id: string; readonly name: string; readonly type: AuthProviderType };

export type InvalidProvider = ReturnType<typeof invalidProvider>;

/** Auth.js's own rule: credentials are checked by the provider's callback, every other type starts at signin. */
export const authActionFor = (type: AuthProviderType): 'signin' | 'callback' =>
  type === 'credentials' ? 'callback' : 'signin';

/**
 * The provider a sign-in goes through (spec 8): one the list names; an unknown one is InvalidProvider 400,
 * and a list that could not load (undefined) is InvalidProvider 500, since nothing can be checked.
 */
export const signInProvider = (
  providers: readonly AuthProvider[] | undefined,
  id: string,
): Result<AuthProvider, InvalidProvider> => {
  if (providers === undefined) return err(invalidProvider(id, false));
  const provider = providers.find((candidate) => candidate.id === id);
  return provider === undefined ? err(invalidProvider(id, true)) : ok(provider);
};

/** Where a failed sign-in leaves the visitor: on the sign-in page with its message, or on the error screen. */
export const signInFailureScreen = (error: {
  readonly type: string;
  readonly providersLoaded?: boolean;
}): 'signIn' | 'error' => (error.type === 'InvalidProvider' && error.providersLoaded === false ? 'error' : 'signIn');
