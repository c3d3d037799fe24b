import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SHORTCUTS,
  accountShortcutGuard,
  loginRequiredToAccessGuard,
  protectedPageGuard,
  unauthenticatedOnlyGuard,
} from '../../../../core/domain/routing/auth-guards.ts';
import { aCustomer } from '../../../support/customers.ts';
import { aGuardContext, matched } from '../../../support/routing.ts';

const proceed = ok({ kind: 'continue' });
const redirect = (to: string) => ok({ kind: 'redirect', to, status: 302 });
const customer = aCustomer();

describe('global guard: three short paths to account sub-pages (spec 2)', () => {
  it('are /orders, /profile and /my-designs', () => {
    expect([...ACCOUNT_SHORTCUTS]).toEqual([
      ['/orders', 'accounts-orders'],
      ['/profile', 'accounts-profile'],
      ['/my-designs', 'accounts-designs'],
    ]);
  });

  it('redirect everyone to the account sub-page when login is not required', () => {
    expect(accountShortcutGuard(matched('/orders'), aGuardContext())).toEqual(redirect('/accounts/orders'));
    expect(accountShortcutGuard(matched('/fr/Profile/'), aGuardContext({ customer }))).toEqual(
      redirect('/fr/accounts/profile'),
    );
  });

  it('redirect only logged-in users when isLoginRequiredToAccess is set', () => {
    const required = { isLoginRequiredToAccess: true };
    expect(accountShortcutGuard(matched('/my-designs'), aGuardContext({ ...required, customer }))).toEqual(
      redirect('/accounts/designs'),
    );
    expect(accountShortcutGuard(matched('/my-designs'), aGuardContext(required))).toEqual(proceed);
  });

  it('leave every other path alone, including inherited object keys', () => {
    for (const path of ['/offers', '/constructor', '/accounts/orders', '/t/orders'])
      expect(accountShortcutGuard(matched(path), aGuardContext())).toEqual(proceed);
  });
});

describe('isLoginRequiredToAccess: every page but login and password reset needs a session', () => {
  const required = aGuardContext({ isLoginRequiredToAccess: true });

  it('sends anonymous visitors to login with the requested page as target', () => {
    expect(loginRequiredToAccessGuard(matched('/offers', { page: '2' }), required)).toEqual(
      redirect('/login?redirect=%2Foffers%3Fpage%3D2'),
    );
  });

  it('lets anonymous visitors open login and password reset', () => {
    expect(loginRequiredToAccessGuard(matched('/login'), required)).toEqual(proceed);
    expect(loginRequiredToAccessGuard(matched('/login/password-reset'), required)).toEqual(proceed);
  });

  it('lets signed-in users through, and everyone when the flag is off', () => {
    expect(
      loginRequiredToAccessGuard(matched('/offers'), aGuardContext({ isLoginRequiredToAccess: true, customer })),
    ).toEqual(proceed);
    expect(loginRequiredToAccessGuard(matched('/offers'), aGuardContext())).toEqual(proceed);
  });
});

describe('auth-protected pages', () => {
  it('send unauthenticated users to login with a redirect target', () => {
    expect(protectedPageGuard(matched('/accounts/profile'), aGuardContext())).toEqual(
      redirect('/login?redirect=%2Faccounts%2Fprofile'),
    );
  });

  it('let signed-in users in, and do not concern public pages', () => {
    expect(protectedPageGuard(matched('/accounts/profile'), aGuardContext({ customer }))).toEqual(proceed);
    expect(protectedPageGuard(matched('/offers'), aGuardContext())).toEqual(proceed);
  });
});

describe('unauthenticated-only pages', () => {
  it('send signed-in users home', () => {
    expect(unauthenticatedOnlyGuard(matched('/pt/login/password-reset'), aGuardContext({ customer }))).toEqual(
      redirect('/pt'),
    );
  });

  it('let visitors in, and do not concern other pages', () => {
    expect(unauthenticatedOnlyGuard(matched('/login'), aGuardContext())).toEqual(proceed);
    expect(unauthenticatedOnlyGuard(matched('/offers'), aGuardContext({ customer }))).toEqual(proceed);
  });
});
