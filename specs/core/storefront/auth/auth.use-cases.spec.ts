import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import {
  authRuntimeError,
  authServerConfiguration,
  invalidProvider,
  signOutWithoutCsrf,
} from '../../../../core/domain/errors/error-situations.ts';
import type { SessionUpdate } from '../../../../core/domain/session/session-update.ts';
import type { AuthClient, AuthProvider, AuthClientSession } from '../../../../core/storefront/auth/auth-client.port.ts';
import {
  loadLoginPage,
  loadPasswordResetPage,
  loadSignUpPage,
} from '../../../../core/storefront/auth/load-auth-pages.use-case.ts';
import {
  authActionFor,
  requestSignInLink,
  signInWithPassword,
  signOut,
} from '../../../../core/storefront/auth/sign-in.use-cases.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const ANA = { id: 'c-1' as CustomerId, accountType: 'customer', restrictions: [], invoicingEnabled: false };
const SIGNED_IN: AuthClientSession = {
  user: { name: 'Ana', email: 'ana@estampa.example' },
  customer: ANA,
  expires: 'x',
};

type Submitted = { action: string; provider: string; fields: object; token: string; callbackUrl: string };

const PROVIDERS: readonly AuthProvider[] = [
  { id: 'credentials', name: 'E-mail and password', type: 'credentials' },
  { id: 'email', name: 'E-mail', type: 'email' },
];

const fakeAuth = (
  answers: {
    url?: string;
    session?: AuthClientSession | null;
    failSession?: boolean;
    providers?: readonly AuthProvider[] | 'fail';
  } = {},
) => {
  const submitted: Submitted[] = [];
  const signedOut: [string, string][] = [];
  const auth: AuthClient = {
    providers: () =>
      answers.providers === 'fail' ? errAsync(authServerConfiguration()) : okAsync(answers.providers ?? PROVIDERS),
    session: () => (answers.failSession ? errAsync(authRuntimeError()) : okAsync(answers.session ?? null)),
    csrfToken: () => okAsync('csrf-1'),
    submit: (action, provider, fields, token, callbackUrl) => {
      submitted.push({ action, provider, fields, token, callbackUrl });
      return okAsync(answers.url ?? 'http://shop.example/accounts/home');
    },
    signOut: (token, callbackUrl) => {
      signedOut.push([token, callbackUrl]);
      return token ? okAsync('http://shop.example/') : errAsync(signOutWithoutCsrf());
    },
  };
  return { auth, submitted, signedOut };
};

const recorder = (fail = false) => {
  const updates: SessionUpdate[] = [];
  return {
    updates,
    rememberCustomer: (update: SessionUpdate) => {
      updates.push(update);
      return fail ? errAsync('down') : okAsync(undefined);
    },
  };
};

const clock = fixedClock('2023-11-14T22:13:20.000Z');

describe('signInWithPassword', () => {
  it('posts the credentials to callback/credentials with the CSRF token and stores the customer', async () => {
    const { auth, submitted } = fakeAuth({ session: SIGNED_IN });
    const { rememberCustomer, updates } = recorder();
    const outcome = await signInWithPassword({ auth, rememberCustomer, clock })('ana@x.es', 'secret', '/cart');
    expect(outcome).toEqual(ok('http://shop.example/accounts/home'));
    expect(submitted).toEqual([
      {
        action: 'callback',
        provider: 'credentials',
        fields: { email: 'ana@x.es', password: 'secret' },
        token: 'csrf-1',
        callbackUrl: '/cart',
      },
    ]);
    expect(updates).toEqual([{ customer: ANA, updateDateCustomer: 1_700_000_000_000 }]);
  });

  it("answers Auth.js's refusal code", async () => {
    const { auth } = fakeAuth({ url: 'http://shop.example/login?error=CredentialsSignin&code=credentials' });
    const { rememberCustomer, updates } = recorder();
    const outcome = await signInWithPassword({ auth, rememberCustomer, clock })('ana@x.es', 'wrong', '/');
    expect(outcome._unsafeUnwrapErr()).toEqual({ type: 'SignInRefused', code: 'CredentialsSignin' });
    expect(updates).toEqual([]);
  });

  it('stays signed in when the session cannot be read or the snapshot cannot be stored', async () => {
    for (const [answers, fail] of [
      [{ failSession: true }, false],
      [{ session: SIGNED_IN }, true],
      [{ session: null }, false],
    ] as const) {
      const { auth } = fakeAuth(answers);
      const outcome = await signInWithPassword({ auth, ...recorder(fail), clock })('a@b.es', 'p', '/');
      expect(outcome.isOk()).toBe(true);
    }
  });
});

describe('signing in through a provider the auth provider does not list (spec 8)', () => {
  it('is InvalidProvider 400 when the provider is missing from the list, and nothing is posted', async () => {
    const { auth, submitted } = fakeAuth({ providers: [PROVIDERS[1]!] });
    const outcome = await signInWithPassword({ auth, ...recorder(), clock })('ana@x.es', 'secret', '/');
    expect(outcome).toEqual(err(invalidProvider('credentials', true)));
    expect(submitted).toEqual([]);
  });

  it('is InvalidProvider 500 when the provider list could not load', async () => {
    const { auth, submitted } = fakeAuth({ providers: 'fail' });
    expect(await requestSignInLink(auth)('ana@x.es', '/')).toEqual(err(invalidProvider('email', false)));
    expect(submitted).toEqual([]);
  });
});

describe('sendSignInLink', () => {
  it('starts the e-mail provider at signin/email', async () => {
    const { auth, submitted } = fakeAuth({ url: 'http://shop.example/api/auth/verify-request?provider=email' });
    expect((await requestSignInLink(auth)('ana@x.es', '/accounts/home')).isOk()).toBe(true);
    expect(submitted[0]).toMatchObject({ action: 'signin', provider: 'email', fields: { email: 'ana@x.es' } });
  });

  it('decodes an encoded refusal code', async () => {
    const { auth } = fakeAuth({ url: '/login?error=Email+Sign%20In' });
    expect((await requestSignInLink(auth)('a@b.es', '/'))._unsafeUnwrapErr()).toEqual({
      type: 'SignInRefused',
      code: 'Email Sign In',
    });
  });
});

describe('signOut', () => {
  it('signs out with the CSRF token and clears the customer from the session', async () => {
    const { auth, signedOut } = fakeAuth();
    const { rememberCustomer, updates } = recorder(true);
    expect(await signOut(auth, rememberCustomer)('/')).toEqual(ok('http://shop.example/'));
    expect(signedOut).toEqual([['csrf-1', '/']]);
    expect(updates).toEqual([{ customer: null, updateDateCustomer: null }]);
  });

  it('passes the refusal of a sign-out through', async () => {
    const { auth } = fakeAuth();
    const failing: AuthClient = { ...auth, csrfToken: () => okAsync('') };
    expect((await signOut(failing, recorder().rememberCustomer)('/'))._unsafeUnwrapErr()).toEqual(signOutWithoutCsrf());
  });
});

describe('the auth pages', () => {
  it('keeps a same-origin redirect and drops any other', async () => {
    expect(await loadLoginPage({ redirect: '/accounts/orders' })).toEqual(ok({ redirect: '/accounts/orders' }));
    expect(await loadLoginPage({ redirect: '//evil.example' })).toEqual(ok({ redirect: null }));
    expect(await loadLoginPage({})).toEqual(ok({ redirect: null }));
  });

  it('reads the reset token, ignoring a blank one', async () => {
    expect(await loadPasswordResetPage({ token: 'abc' })).toEqual(ok({ token: 'abc' }));
    expect(await loadPasswordResetPage({ token: ' ' })).toEqual(ok({ token: null }));
    expect(await loadPasswordResetPage({})).toEqual(ok({ token: null }));
  });

  it('gives the sign-up page nothing to load: the form is all it shows', async () => {
    expect(await loadSignUpPage()).toEqual(ok({}));
  });

  it('uses callback for credentials only', () => {
    expect(authActionFor('credentials')).toBe('callback');
    expect(authActionFor('email')).toBe('signin');
  });
});
