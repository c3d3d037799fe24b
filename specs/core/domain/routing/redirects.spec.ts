import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  localisedPath,
  loginRedirect,
  redirectTo,
  redirectToPath,
  requestedPath,
  requestedPathname,
} from '../../../../core/domain/routing/redirects.ts';
import { matched } from '../../../support/routing.ts';

describe('redirect targets', () => {
  it('give back the requested path with its prefix and query', () => {
    const match = matched('/fr/Checkout/', { step: '2' });
    expect(requestedPathname(match)).toBe('/fr/Checkout');
    expect(requestedPath(match)).toBe('/fr/Checkout?step=2');
    expect(requestedPath(matched('/checkout', { step: '2' }, { defaultLocale: 'es', localeCookie: 'fr' }))).toBe(
      '/checkout?step=2',
    );
  });

  it('keep the locale prefix only when the visitor used one and the target allows it', () => {
    expect(localisedPath(matched('/fr/contact'), 'accounts-tickets')).toBe('/fr/accounts/tickets');
    expect(localisedPath(matched('/contact'), 'accounts-tickets')).toBe('/accounts/tickets');
    expect(localisedPath(matched('/fr/accounts/home'), 'accounts-config')).toBe('/accounts/config');
    expect(localisedPath(matched('/fr'), 'checkout', { step: '1' })).toBe('/fr/checkout?step=1');
  });

  it('are temporary (302), with a reason only when given', () => {
    expect(redirectTo(matched('/checkout'), 'cart')).toEqual(ok({ kind: 'redirect', to: '/cart', status: 302 }));
    expect(redirectTo(matched('/checkout'), 'cart', { reason: 'ordering-blocked' })).toEqual(
      ok({ kind: 'redirect', to: '/cart', status: 302, reason: 'ordering-blocked' }),
    );
    expect(redirectToPath('/x')).toEqual(ok({ kind: 'redirect', to: '/x', status: 302 }));
  });

  it('send to login with the encoded requested path and query as redirect target', () => {
    expect(loginRedirect(matched('/pl/accounts/orders', { page: '2' }))).toEqual(
      ok({ kind: 'redirect', to: '/pl/login?redirect=%2Fpl%2Faccounts%2Forders%3Fpage%3D2', status: 302 }),
    );
  });
});
