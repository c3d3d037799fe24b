import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointForWidth, FALLBACK_BREAKPOINT } from '../../../../core/domain/site/breakpoints.ts';

describe('breakpoints (spec 9)', () => {
  it('has the spec values and falls back to desktop', () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
    expect(FALLBACK_BREAKPOINT).toBe('desktop');
  });

  it.each([
    [0, 'mobile'],
    [319, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [425, 'mobileWide'],
    [767.5, 'mobileWide'],
    [768, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'desktopMedium'],
    [1600, 'desktopWide'],
    [3840, 'desktopWide'],
    [-5, 'mobile'],
    [Number.NaN, 'desktop'],
    [Number.POSITIVE_INFINITY, 'desktop'],
  ] as const)('maps width %d to %s', (width, name) => {
    expect(breakpointForWidth(width)).toBe(name);
  });

  it('picks the largest breakpoint whose minimum is not above the width', () => {
    fc.assert(
      fc.property(fc.double({ min: 320, max: 10_000, noNaN: true }), (width) => {
        const name = breakpointForWidth(width);
        expect(BREAKPOINTS[name]).toBeLessThanOrEqual(width);
        expect(Object.values(BREAKPOINTS).filter((min) => min <= width && min > BREAKPOINTS[name])).toEqual([]);
      }),
    );
  });

  it('never shrinks as the width grows', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.double({ noNaN: true, min: 0, max: 1e6 }),
        (width, more) => {
          expect(BREAKPOINTS[breakpointForWidth(width + more)]).toBeGreaterThanOrEqual(
            BREAKPOINTS[breakpointForWidth(width)],
          );
        },
      ),
    );
  });
});
