import type { GuardContext } from '../../core/domain/routing/guard.ts';
import type { Query } from '../../core/domain/routing/query.ts';
import { match, type MatchOptions, type RouteMatch } from '../../core/domain/routing/route-match.ts';

type ContextOverrides = {
  readonly customer?: GuardContext['customer'];
  readonly cartLineCount?: number;
  readonly hasCustomerData?: boolean;
  readonly isLoginRequiredToAccess?: boolean;
  readonly guestCheckoutEnabled?: boolean;
};

/** An anonymous visitor with one cart line and contact data, on a shop that allows guest checkout. */
export const aGuardContext = (overrides: ContextOverrides = {}): GuardContext => ({
  customer: overrides.customer ?? null,
  cart: { lineCount: overrides.cartLineCount ?? 1 },
  checkout: { hasCustomerData: overrides.hasCustomerData ?? true },
  config: {
    isLoginRequiredToAccess: overrides.isLoginRequiredToAccess ?? false,
    guestCheckoutEnabled: overrides.guestCheckoutEnabled ?? true,
  },
});

/** The match of a path that must match; a test bug otherwise. */
export const matched = (path: string, query: Query = {}, options: MatchOptions = { defaultLocale: 'es' }): RouteMatch =>
  match(path, query, options)._unsafeUnwrap();
