import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSegment, joinSegments, splitPath } from '../../../../core/domain/routing/path-segments.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';

describe('path segments', () => {
  it('refuses a string that is not an absolute path', () => {
    expect(splitPath('offers')).toBeNull();
    expect(splitPath('')).toBeNull();
  });

  it('splits after the slash and ignores one trailing slash', () => {
    expect(splitPath('/')).toEqual({ prefix: null, segments: [] });
    expect(splitPath('/offers/')).toEqual({ prefix: null, segments: ['offers'] });
    expect(splitPath('/design/a/b')).toEqual({ prefix: null, segments: ['design', 'a', 'b'] });
    expect(splitPath('/design//b')).toEqual({ prefix: null, segments: ['design', '', 'b'] });
  });

  it('takes a first segment that is a locale, in any case, as the prefix', () => {
    expect(splitPath('/fr/offers')).toEqual({ prefix: 'fr', segments: ['offers'] });
    expect(splitPath('/FR/')).toEqual({ prefix: 'fr', segments: [] });
    expect(splitPath('/fr/fr')).toEqual({ prefix: 'fr', segments: ['fr'] });
    expect(splitPath('/french')).toEqual({ prefix: null, segments: ['french'] });
  });

  it('joins back what it split, without prefix', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/)), (locale, rest) => {
        const segments = rest.filter((s) => !(LOCALES as readonly string[]).includes(s));
        const split = splitPath(`/${locale}${joinSegments(segments)}`);
        expect(split).toEqual({ prefix: locale, segments });
      }),
    );
  });

  it('decodes percent-encoding and reports bad encoding as null', () => {
    expect(decodeSegment('summer%20sale')).toBe('summer sale');
    expect(decodeSegment('%E0%A4%A')).toBeNull();
    expect(decodeSegment('%')).toBeNull();
    expect(decodeSegment('a%00b')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(decodeSegment(encodeURIComponent(value))).toBe(value.includes('\u0000') ? null : value);
      }),
    );
  });
});
