import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../../core/domain/session/session.ts';
import type { SessionUpdate } from '../../../../core/domain/session/session-update.ts';
import type { AuthClient, AuthClientSession } from '../../../../core/storefront/auth/auth-client.port.ts';
import { authUseCasesOf } from '../../../../core/storefront/auth/auth-use-cases.ts';
import type { PasswordResetGateway } from '../../../../core/storefront/auth/password-reset-gateway.port.ts';
import type { SessionGateway } from '../../../../core/storefront/session/session-gateway.port.ts';
import { aCustomer } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { aSession } from '../../../support/session-mother.ts';

const ANA = aCustomer();
const SIGNED_IN: AuthClientSession = {
  user: { name: 'Ana', email: 'ana@estampa.example' },
  customer: ANA,
  expires: 'x',
};
const clock = fixedClock('2023-11-14T22:13:20.000Z');

/** An auth provider that lists both providers, signs everyone in as Ana and records what was posted. */
const fakeAuth = () => {
  const posted: { provider: string; fields: object; callbackUrl: string }[] = [];
  const signedOut: string[] = [];
  const auth: AuthClient = {
    providers: () =>
      okAsync([
        { id: 'credentials', name: 'E-mail and password', type: 'credentials' },
        { id: 'email', name: 'E-mail', type: 'email' },
      ]),
    session: (callbackUrl) => okAsync(callbackUrl === '/cart' ? SIGNED_IN : null),
    csrfToken: () => okAsync('csrf-1'),
    submit: (_action, provider, fields, _token, callbackUrl) => {
      posted.push({ provider, fields, callbackUrl });
      return okAsync(`http://shop.example${callbackUrl}`);
    },
    signOut: (_token, callbackUrl) => {
      signedOut.push(callbackUrl);
      return okAsync('http://shop.example/');
    },
  };
  return { auth, posted, signedOut };
};

/** The storefront session, recording each update. */
const recordingSessions = () => {
  const updates: SessionUpdate[] = [];
  const sessions: SessionGateway = {
    current: () => okAsync(aSession()),
    update: (update) => {
      updates.push(update);
      return okAsync({ ...aSession(), ...update } as Session);
    },
  };
  return { sessions, updates };
};

/** Password resets that accept a request for ana@ and refuse any confirmation but token t-1's. */
const resets: PasswordResetGateway = {
  signUp: (form) =>
    form.email === 'ana@x.es' && form.password === 'a long secret'
      ? okAsync(undefined)
      : errAsync({ type: 'CommonPassword' }),
  request: (email) => (email === 'ana@x.es' ? okAsync(undefined) : errAsync({ type: 'TooManyAttempts' })),
  confirm: (token, password) =>
    token === 't-1' && password === 'new secret' ? okAsync(undefined) : errAsync({ type: 'ResetLinkInvalid' }),
};

const setUp = () => {
  const { auth, posted, signedOut } = fakeAuth();
  const { sessions, updates } = recordingSessions();
  return { useCases: authUseCasesOf(auth, resets, sessions, clock), posted, signedOut, updates };
};

describe('authUseCasesOf', () => {
  it("reads the auth provider's session for the page's callback", async () => {
    const { useCases } = setUp();
    expect(await useCases.session('/cart')).toEqual(ok(SIGNED_IN));
    expect(await useCases.session('/')).toEqual(ok(null));
  });

  it('signs in with the password and remembers the customer in the storefront session', async () => {
    const { useCases, posted, updates } = setUp();
    expect(await useCases.signInWithPassword('ana@x.es', 'secret', '/cart')).toEqual(ok('http://shop.example/cart'));
    expect(posted).toEqual([
      { provider: 'credentials', fields: { email: 'ana@x.es', password: 'secret' }, callbackUrl: '/cart' },
    ]);
    expect(updates).toEqual([{ customer: ANA, updateDateCustomer: clock.now() }]);
  });

  it('sends a sign-in link through the e-mail provider, remembering nobody yet', async () => {
    const { useCases, posted, updates } = setUp();
    expect(await useCases.sendSignInLink('ana@x.es', '/accounts/home')).toEqual(
      ok('http://shop.example/accounts/home'),
    );
    expect(posted).toEqual([{ provider: 'email', fields: { email: 'ana@x.es' }, callbackUrl: '/accounts/home' }]);
    expect(updates).toEqual([]);
  });

  it('signs out and forgets the customer in the storefront session', async () => {
    const { useCases, signedOut, updates } = setUp();
    expect(await useCases.signOut('/')).toEqual(ok('http://shop.example/'));
    expect(signedOut).toEqual(['/']);
    expect(updates).toEqual([{ customer: null, updateDateCustomer: null }]);
  });

  it('asks the gateway to create the account, which mails its confirmation link', async () => {
    const { useCases, updates } = setUp();
    const form = { email: 'ana@x.es', password: 'a long secret', firstName: 'Ana', lastName: 'García' };
    expect(await useCases.signUp(form)).toEqual(ok(undefined));
    expect(await useCases.signUp({ ...form, password: 'password' })).toEqual(err({ type: 'CommonPassword' }));
    expect(updates).toEqual([]);
  });

  it('asks the resets gateway for a reset link and to set the new password', async () => {
    const { useCases } = setUp();
    expect(await useCases.requestPasswordReset('ana@x.es')).toEqual(ok(undefined));
    expect(await useCases.requestPasswordReset('eve@x.es')).toEqual(err({ type: 'TooManyAttempts' }));
    expect(await useCases.confirmPasswordReset('t-1', 'new secret')).toEqual(ok(undefined));
    expect(await useCases.confirmPasswordReset('t-2', 'new secret')).toEqual(err({ type: 'ResetLinkInvalid' }));
  });
});
