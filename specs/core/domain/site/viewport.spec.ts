import { describe, expect, it } from 'vitest';
import { isBreakpoint } from '../../../../core/domain/site/breakpoints.ts';
import { VIEWPORT_COOKIE, viewportOf, viewportToStore } from '../../../../core/domain/site/viewport.ts';

describe('the viewport cookie (spec 9)', () => {
  it('is named viewport, lives 365 days, SameSite Strict, on path /', () => {
    expect(VIEWPORT_COOKIE).toEqual({
      name: 'viewport',
      maxAgeSeconds: 365 * 86_400,
      httpOnly: false,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });
  });

  it("stores the window's breakpoint name when the cookie says otherwise or nothing", () => {
    expect(viewportToStore(390, undefined)).toBe('mobileMedium');
    expect(viewportToStore(1300, 'tablet')).toBe('desktopMedium');
    expect(viewportToStore(Number.NaN, undefined)).toBe('desktop');
  });

  it('writes nothing when the cookie already names the breakpoint', () => {
    expect(viewportToStore(800, 'tablet')).toBeUndefined();
  });

  it('reads a breakpoint name from a cookie, and nothing else', () => {
    expect(viewportOf('desktopWide')).toBe('desktopWide');
    expect(viewportOf('huge')).toBeUndefined();
    expect(viewportOf('constructor')).toBeUndefined();
    expect(viewportOf(undefined)).toBeUndefined();
    expect(isBreakpoint('__proto__')).toBe(false);
  });
});
