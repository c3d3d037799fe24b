import { describe, expect, it } from 'vitest';
import { authLinksFor } from '../../../adapters/server/auth/auth-links.ts';
import { sameOriginRedirect } from '../../../adapters/server/auth/authjs-config.ts';

const baseUrl = 'https://shop.example';

describe('sameOriginRedirect', () => {
  it.each([
    ['/accounts/orders', 'https://shop.example/accounts/orders'],
    ['https://shop.example/accounts?tab=2', 'https://shop.example/accounts?tab=2'],
    ['https://shop.example', 'https://shop.example/'],
  ])('follows %s on the shop itself', (url, expected) => {
    expect(sameOriginRedirect({ url, baseUrl })).toBe(expected);
  });

  it.each([
    'https://evil.example/accounts',
    '//evil.example/accounts',
    '/\\evil.example',
    'https://shop.example.evil.example/x',
    'https://shop.example@evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('sends %s home instead', (url) => {
    expect(sameOriginRedirect({ url, baseUrl })).toBe(baseUrl);
  });
});

describe('authLinksFor', () => {
  it('builds every auth e-mail link on the given origin, values encoded', () => {
    const links = authLinksFor(baseUrl);
    expect(links.emailSignIn('tok', 'a+b@example.com')).toBe(
      'https://shop.example/api/auth/callback/email?callbackUrl=https%3A%2F%2Fshop.example%2Faccounts%2Fhome&token=tok&email=a%2Bb%40example.com',
    );
    expect(links.passwordReset('tok')).toBe('https://shop.example/login/password-reset?token=tok');
    expect(links.signInPage()).toBe('https://shop.example/login');
    expect(links.passwordResetPage()).toBe('https://shop.example/login/password-reset');
  });
});
