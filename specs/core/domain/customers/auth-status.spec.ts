import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authStatusOf } from '../../../../core/domain/customers/auth-status.ts';

describe('auth status, derived from whether session data exists (spec 4)', () => {
  it('is loading while the session has not arrived', () => {
    expect(authStatusOf(undefined)).toBe('loading');
  });

  it('is unauthenticated when there is no session', () => {
    expect(authStatusOf(null)).toBe('unauthenticated');
  });

  it('is authenticated for any session object', () => {
    fc.assert(
      fc.property(fc.object(), (session) => {
        expect(authStatusOf(session)).toBe('authenticated');
      }),
    );
  });
});
