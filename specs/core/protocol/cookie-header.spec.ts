import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from '../../../core/protocol/cookie-header.ts';

describe('Cookie header', () => {
  it('reads name=value pairs separated by semicolons', () => {
    expect(parseCookieHeader('viewport=mobile; gclid=gcl.1.2.3.x;afcust=12')).toEqual({
      viewport: 'mobile',
      gclid: 'gcl.1.2.3.x',
      afcust: '12',
    });
  });

  it('decodes percent-encoded and quoted values, keeps undecodable ones as written', () => {
    expect(parseCookieHeader('a=Ana%20Mar%C3%ADa; b="quoted"; c=100%; d="')).toEqual({
      a: 'Ana María',
      b: 'quoted',
      c: '100%',
      d: '"',
    });
  });

  it('skips fragments without a name or without =, and keeps the first of two same-named cookies', () => {
    expect(parseCookieHeader('; flag; =orphan; x=1; x=2; y=')).toEqual({ x: '1', y: '' });
    expect(parseCookieHeader('')).toEqual({});
  });

  it('treats __proto__ as an ordinary cookie name', () => {
    const cookies = parseCookieHeader('__proto__=polluted');
    expect(Object.hasOwn(cookies, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(cookies)).toBe(Object.prototype);
  });

  it('reads back what encodeURIComponent wrote', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.dictionary(name, fc.string({ unit: 'grapheme' })), (cookies) => {
        const header = Object.entries(cookies)
          .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
          .join('; ');
        expect(parseCookieHeader(header)).toEqual(cookies);
      }),
    );
  });
});
