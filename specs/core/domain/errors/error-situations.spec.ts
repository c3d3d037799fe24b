import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apiRequestFailed,
  authRuntimeError,
  authServerConfiguration,
  clientApiDisabled,
  ERROR_SITUATIONS,
  invalidProvider,
  invalidSessionProvider,
  localeNotAllowed,
  pageNotFound,
  pageValidationFailed,
  sessionRequired,
  signOutWithoutCsrf,
  unknownRouteMiddleware,
  type ErrorSituation,
} from '../../../../core/domain/errors/error-situations.ts';

describe('error situations (the error catalogue, spec section 8)', () => {
  it('Shop API failure: fatal 500 "API Request failed {url}"', () => {
    expect(apiRequestFailed('https://api.example/carts')).toEqual({
      type: 'ApiRequestFailed',
      url: 'https://api.example/carts',
      message: 'API Request failed https://api.example/carts',
    });
  });

  it('client-side API requests disabled', () => {
    expect(clientApiDisabled()).toEqual({
      type: 'ClientApiDisabled',
      message: 'Client-side API requests are disabled...',
    });
  });

  it('invalid session provider, with the backtick of the original text', () => {
    expect(invalidSessionProvider()).toEqual({
      type: 'InvalidSessionProvider',
      message: 'Session provider it`s invalid',
    });
  });

  it('auth request failure: runtime error and server configuration error', () => {
    expect(authRuntimeError()).toEqual({
      type: 'AuthRuntimeError',
      message: 'Runtime error, check the console logs to debug',
    });
    expect(authServerConfiguration()).toEqual({
      type: 'AuthServerConfiguration',
      message: 'Server configuration error',
    });
  });

  it('page validation failure: 404 "Page Not Found: {path}"', () => {
    expect(pageValidationFailed('/designs/mugs/abc')).toEqual({
      type: 'PageValidationFailed',
      path: '/designs/mugs/abc',
      message: 'Page Not Found: /designs/mugs/abc',
    });
  });

  it('locale not allowed for route: 404 "Page Not Found"', () => {
    expect(localeNotAllowed()).toEqual({ type: 'LocaleNotAllowed', message: 'Page Not Found' });
  });

  it('unmatched route (section 2): 404 "Page not found" with the path', () => {
    expect(pageNotFound('/nowhere')).toEqual({
      type: 'PageNotFound',
      path: '/nowhere',
      message: 'Page not found',
    });
  });

  it('sign-out without CSRF token: 400', () => {
    expect(signOutWithoutCsrf()).toEqual({
      type: 'SignOutWithoutCsrf',
      message: 'Could not fetch CSRF Token for signing out',
    });
  });

  it('sign-in with unknown provider: InvalidProvider, saying whether the providers could load', () => {
    expect(invalidProvider('github', true)).toEqual({
      type: 'InvalidProvider',
      provider: 'github',
      providersLoaded: true,
      message: 'InvalidProvider',
    });
    expect(invalidProvider('github', false)).toMatchObject({ type: 'InvalidProvider', providersLoaded: false });
  });

  it('protected page without session: SessionRequired', () => {
    expect(sessionRequired()).toEqual({ type: 'SessionRequired', message: 'SessionRequired' });
  });

  it('unknown route guard', () => {
    expect(unknownRouteMiddleware('allow-nothing')).toEqual({
      type: 'UnknownRouteMiddleware',
      name: 'allow-nothing',
      message: 'Unknown route middleware',
    });
  });

  it('lists every situation once, in the order of the table', () => {
    const examples: readonly ErrorSituation[] = [
      apiRequestFailed('/x'),
      clientApiDisabled(),
      invalidSessionProvider(),
      authRuntimeError(),
      authServerConfiguration(),
      pageValidationFailed('/x'),
      localeNotAllowed(),
      pageNotFound('/x'),
      signOutWithoutCsrf(),
      invalidProvider('x', true),
      sessionRequired(),
      unknownRouteMiddleware('x'),
    ];
    expect(ERROR_SITUATIONS).toEqual(examples.map((error) => error.type));
    expect(new Set(ERROR_SITUATIONS).size).toBe(ERROR_SITUATIONS.length);
  });

  it('carries any url and path verbatim in the message', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(apiRequestFailed(text).message).toBe(`API Request failed ${text}`);
        expect(pageValidationFailed(text).message).toBe(`Page Not Found: ${text}`);
      }),
    );
  });
});
