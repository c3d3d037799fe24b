import type { Result } from 'neverthrow';
import type { pageNotFound, unknownRouteMiddleware } from '../errors/error-situations.ts';
import type { Customer } from '../customers/customer.ts';
import type { Layout } from './layout.ts';
import type { RouteMatch } from './route-match.ts';

/** What the guards read; the session must be known ('loading' resolved) before they run. */
export type GuardContext = {
  readonly customer: Customer | null;
  readonly cart: { readonly lineCount: number };
  readonly checkout: { readonly hasCustomerData: boolean };
  readonly config: { readonly isLoginRequiredToAccess: boolean; readonly guestCheckoutEnabled: boolean };
};

/** Why a redirect happened, for pages that show a notice about it. */
export type RedirectReason = 'ordering-blocked' | 'access-refused';

export type Redirect = {
  readonly kind: 'redirect';
  readonly to: string;
  /** Temporary: every redirect depends on the session, the cart or the config. */
  readonly status: 302;
  readonly reason?: RedirectReason;
};

/** 'render' carries hints and lets later guards run; a redirect stops navigation. */
export type GuardStep =
  | { readonly kind: 'continue' }
  | { readonly kind: 'render'; readonly layout?: Layout; readonly forceSsr?: true }
  | Redirect;

export type GuardError = ReturnType<typeof unknownRouteMiddleware> | ReturnType<typeof pageNotFound>;

export type Guard = (match: RouteMatch, context: GuardContext) => Result<GuardStep, GuardError>;

export const CONTINUE: GuardStep = { kind: 'continue' };
