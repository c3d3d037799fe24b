import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { invalidProvider } from '../../../../core/domain/errors/error-catalogue.ts';
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

  it('is InvalidProvider 400 when the list does not name it', () => {
    expect(signInProvider([CREDENTIALS], 'github')).toEqual(err(invalidProvider('github', true)));
    expect(signInProvider([CREDENTIALS], 'github')._unsafeUnwrapErr().status).toBe(400);
  });

  it('is InvalidProvider 500 when the list could not load', () => {
    expect(signInProvider(undefined, 'credentials')).toEqual(err(invalidProvider('credentials', false)));
    expect(signInProvider(undefined, 'credentials')._unsafeUnwrapErr().status).toBe(500);
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
