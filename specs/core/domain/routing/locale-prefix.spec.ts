import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localePrefixOf, keepLocalePrefix } from '../../../../core/domain/routing/locale-prefix.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';

describe('links under a locale prefix', () => {
  it('reads the prefix of a path', () => {
    expect(localePrefixOf('/en/help-center')).toBe('en');
    expect(localePrefixOf('/EN')).toBe('en');
    expect(localePrefixOf('/help-center')).toBeNull();
  });

  it('keeps the visitor’s prefix on every shop link, query and fragment included', () => {
    expect(keepLocalePrefix('/help-center', '/en/')).toBe('/en/help-center');
    expect(keepLocalePrefix('/', '/en/offers')).toBe('/en');
    expect(keepLocalePrefix('/search?query=fox#top', '/pl')).toBe('/pl/search?query=fox#top');
  });

  it('leaves a link alone without a prefix on the page, with its own prefix, or off the shop', () => {
    expect(keepLocalePrefix('/help-center', '/offers')).toBe('/help-center');
    expect(keepLocalePrefix('/fr/help-center', '/en/')).toBe('/fr/help-center');
    expect(keepLocalePrefix('https://example.com/', '/en/')).toBe('https://example.com/');
    expect(keepLocalePrefix('//example.com/x', '/en/')).toBe('//example.com/x');
  });

  it('does not send a visitor to a page that is not written in their language', () => {
    expect(keepLocalePrefix('/accounts/config', '/pl/')).toBe('/accounts/config');
    expect(keepLocalePrefix('/accounts/config', '/en/')).toBe('/en/accounts/config');
  });

  it('gives every shop path the page’s prefix exactly once', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/).filter((s) => localePrefixOf(`/${s}`) === null);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.constantFrom(...LOCALES), (segments, locale) => {
        const to = `/${segments.join('/')}`;
        const linked = keepLocalePrefix(to, `/${locale}/offers`);
        expect([to, `/${locale}${to === '/' ? '' : to}`]).toContain(linked);
        expect(keepLocalePrefix(linked, `/${locale}/offers`)).toBe(linked);
      }),
    );
  });
});
