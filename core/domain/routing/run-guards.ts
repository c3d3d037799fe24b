import { err, ok, Result } from 'neverthrow';
import {
  accountShortcutGuard,
  loginRequiredToAccessGuard,
  protectedPageGuard,
  unauthenticatedOnlyGuard,
} from './auth-guards.ts';
import type { Guard, GuardContext, GuardError, Redirect } from './guard.ts';
import { resolveGuard } from './guard-registry.ts';
import type { Layout } from './layout.ts';
import type { RouteMatch } from './route-match.ts';

export type RenderPlan = {
  readonly kind: 'render';
  readonly layout: Layout;
  readonly forceSsr: boolean;
  readonly keepAlive: boolean;
};

export type Navigation = RenderPlan | Redirect;

/**
 * Global guard, site login, protected page, the route's guards in order, then unauthenticated-only.
 * Render hints accumulate; the first redirect or error stops. An unknown guard name fails up front.
 */
export const runGuards = (match: RouteMatch, context: GuardContext): Result<Navigation, GuardError> =>
  Result.combine(match.route.guards.map(resolveGuard)).andThen((named) => {
    const guards: readonly Guard[] = [
      accountShortcutGuard,
      loginRequiredToAccessGuard,
      protectedPageGuard,
      ...named,
      unauthenticatedOnlyGuard,
    ];
    let plan: RenderPlan = {
      kind: 'render',
      layout: match.route.layout,
      forceSsr: false,
      keepAlive: match.route.keepAlive,
    };
    for (const guard of guards) {
      const step = guard(match, context);
      if (step.isErr()) return err(step.error);
      if (step.value.kind === 'redirect') return ok(step.value);
      if (step.value.kind === 'render')
        plan = {
          ...plan,
          layout: step.value.layout ?? plan.layout,
          forceSsr: plan.forceSsr || step.value.forceSsr === true,
        };
    }
    return ok(plan);
  });
