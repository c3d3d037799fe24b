import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { invalidProvider } from '../../../../core/domain/errors/error-situations.ts';
import {
  authActionFor,
  signInFailureScreen,
  signInProvider,
  type AuthProvider,
} from '../../../../core/domain/customers/sign-in-provider.ts';

const CREDENTIALS: AuthProvider = { id: 'credentials', name: 'E-mail and password', type: 'credentials' };
const EMAIL: AuthProvider = { id: 'email', name: 'E-mail', type: 'email' };

describe('the sign-in provider (spec 7 and 8)', () => {
  it('is one the provider list names', () => {
    expect(signInProvider([CREDENTIALS, EMAIL], 'email')).toEqual(ok(EMAIL));
  });

  it('is InvalidProvider, the list loaded, when the list does not name it', () => {
    expect(signInProvider([CREDENTIALS], 'github')).toEqual(
      err({ type: 'InvalidProvider', provider: 'github', providersLoaded: true, message: 'InvalidProvider' }),
    );
  });

  it('is InvalidProvider, the list not loaded, when the list could not load', () => {
    expect(signInProvider(undefined, 'credentials')).toEqual(err(invalidProvider('credentials', false)));
    expect(signInProvider(undefined, 'credentials')._unsafeUnwrapErr().providersLoaded).toBe(false);
  });

  it('posts credentials to callback and every other type to signin', () => {
    expect(authActionFor('credentials')).toBe('callback');
    expect(authActionFor('email')).toBe('signin');
    expect(authActionFor('oauth')).toBe('signin');
  });

  it('leaves the visitor on the sign-in page, except for a provider list that could not load', () => {
    expect(signInFailureScreen(invalidProvider('github', true))).toBe('signIn');
    expect(signInFailureScreen(invalidProvider('github', false))).toBe('error');
    expect(signInFailureScreen({ type: 'AuthServerConfiguration' })).toBe('signIn');
    expect(signInFailureScreen({ type: 'SignInRefused' })).toBe('signIn');
  });
});
