import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { GUARD_NAMES } from '../../../../core/domain/routing/guard-name.ts';
import { GUARDS, isGuardName, resolveGuard } from '../../../../core/domain/routing/guard-registry.ts';
import { ROUTES } from '../../../../core/domain/routing/route-table.ts';

describe('guard names', () => {
  it('resolve to their guard', () => {
    for (const name of GUARD_NAMES) expect(resolveGuard(name)._unsafeUnwrap()).toBe(GUARDS[name]);
  });

  it("fail with 'Unknown route middleware' for any other name", () => {
    expect(resolveGuard('auth')).toEqual(
      err({ type: 'UnknownRouteMiddleware', name: 'auth', message: 'Unknown route middleware' }),
    );
    expect(isGuardName('toString')).toBe(false);
  });

  it('cover every guard the route table names', () => {
    for (const route of ROUTES) for (const name of route.guards) expect(isGuardName(name)).toBe(true);
  });
});
