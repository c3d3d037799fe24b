import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../../../core/domain/routing/safe-redirect.ts';

const origin = 'https://shop.example';
const refused = (target: string) => err({ type: 'UnsafeRedirectTarget', target });

/** Strings built from the characters open redirects are made of. */
const tricky = fc.string({
  unit: fc.constantFrom(
    '/',
    '\\',
    ':',
    '.',
    '@',
    '%',
    '?',
    '#',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u0000',
    'a',
    'h',
    't',
    'p',
    's',
    'e',
  ),
  maxLength: 12,
});

describe('safeRedirectTarget: only a same-origin path', () => {
  it('accepts paths on this shop', () => {
    expect(safeRedirectTarget('/accounts/orders')).toEqual(ok('/accounts/orders'));
    expect(safeRedirectTarget('/')).toEqual(ok('/'));
    expect(safeRedirectTarget('/search?query=red mug#top')).toEqual(ok('/search?query=red mug#top'));
  });

  it("refuses another host: '//', '/\\', a scheme, or no leading slash", () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'orders',
      '',
    ])
      expect(safeRedirectTarget(target)).toEqual(refused(target));
  });

  it('refuses control characters, which browsers drop to make //', () => {
    for (const target of ['/\t/evil.example', '/\n/evil.example', '/a\u0000', '/a\u007f'])
      expect(safeRedirectTarget(target)).toEqual(refused(target));
  });

  it('never accepts a target that leaves the origin', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl()), (target) => {
        safeRedirectTarget(target).map((path) => {
          expect(new URL(path, origin).origin).toBe(origin);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every path made of a slash and URL path characters', () => {
    fc.assert(
      fc.property(
        fc.webPath().filter((p) => p.startsWith('/') && !p.startsWith('//')),
        (path) => {
          expect(safeRedirectTarget(path)).toEqual(ok(path));
        },
      ),
    );
  });

  it('refuses everything that does not start with exactly one slash', () => {
    fc.assert(
      fc.property(tricky, (target) => {
        if (!/^\/[^/\\]/.test(target) && target !== '/')
          expect(safeRedirectTarget(target)).toEqual(err({ type: 'UnsafeRedirectTarget', target }));
      }),
    );
  });
});
