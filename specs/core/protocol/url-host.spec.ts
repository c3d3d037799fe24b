import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHostWithin, urlHost } from '../../../core/protocol/url-host.ts';

describe('url host', () => {
  it.each([
    ['https://www.google.com/search?q=mugs', 'www.google.com'],
    ['http://Shop.Example:8443/cart', 'shop.example'],
    ['https://user:secret@pay.example/x', 'pay.example'],
    ['https://bing.com?q=1', 'bing.com'],
    ['https://duckduckgo.com#top', 'duckduckgo.com'],
    ['https://example.org.', 'example.org'],
    ['https://[::1]:3000/path', '[::1]'],
    ['android-app://com.google.android.googlequicksearchbox/', 'com.google.android.googlequicksearchbox'],
    ['  https://padded.example/  ', 'padded.example'],
    ['https://a@b@c.example/', 'c.example'],
  ])('reads the host of %s', (url, host) => {
    expect(urlHost(url)).toBe(host);
  });

  it.each([
    '',
    'not a url',
    '/relative/path',
    'mailto:someone@example.com',
    'https://',
    'https://:443/',
    'https://[::1',
  ])('finds no host in %j', (url) => {
    expect(urlHost(url)).toBeUndefined();
  });

  it('agrees with the WHATWG URL parser on generated http(s) URLs', () => {
    // Letter first and no punycode prefix: URL rewrites numeric hosts as IPv4 and rejects bad punycode.
    const label = fc.stringMatching(/^[a-z]([a-z0-9-]{0,10}[a-z0-9])?$/).filter((text) => !text.startsWith('xn--'));
    const url = fc.record({
      scheme: fc.constantFrom('http', 'https', 'HTTPS'),
      user: fc.option(fc.stringMatching(/^[a-z0-9]{1,8}$/), { nil: undefined }),
      labels: fc.array(label, { minLength: 1, maxLength: 4 }),
      upper: fc.boolean(),
      port: fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      path: fc.stringMatching(/^(\/[a-z0-9._~-]*)*(\?[a-z0-9=&]*)?(#[a-z0-9]*)?$/),
    });
    fc.assert(
      fc.property(url, ({ scheme, user, labels, upper, port, path }) => {
        const host = labels.join('.');
        const text = `${scheme}://${user === undefined ? '' : `${user}@`}${upper ? host.toUpperCase() : host}${
          port === undefined ? '' : `:${port}`
        }${path}`;
        const parsed = new URL(text);
        expect(urlHost(text)).toBe(parsed.hostname.replace(/\.$/, ''));
      }),
    );
  });

  it('finds no host in any text without a scheme, as the WHATWG URL parser finds no absolute URL in it', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes(':')),
        (text) => {
          expect(urlHost(text)).toBeUndefined();
          expect(() => new URL(text)).toThrow();
        },
      ),
    );
  });

  it('places a host within its own domain and its subdomains only', () => {
    expect(isHostWithin('checkout.stripe.com', 'stripe.com')).toBe(true);
    expect(isHostWithin('stripe.com', 'stripe.com')).toBe(true);
    expect(isHostWithin('notstripe.com', 'stripe.com')).toBe(false);
    expect(isHostWithin('stripe.com.evil.example', 'stripe.com')).toBe(false);
  });
});
