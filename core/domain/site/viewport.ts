import { COOKIE_POLICIES } from './cookie-policies.ts';
import type { CookiePolicy } from '../../protocol/cookie-policy.ts';
import { breakpointForWidth, isBreakpoint, type Breakpoint } from './breakpoints.ts';

/** The `viewport` cookie (spec 9): the visitor's breakpoint, so the server can pick image sizes. */
export const VIEWPORT_COOKIE: CookiePolicy = COOKIE_POLICIES.viewport;

/** The breakpoint to store for a window width, or undefined when the cookie already says so. */
export const viewportToStore = (width: number, stored: string | undefined): Breakpoint | undefined => {
  const current = breakpointForWidth(width);
  return current === stored ? undefined : current;
};

/** The breakpoint a request's `viewport` cookie names, when it names one. */
export const viewportOf = (cookie: string | undefined): Breakpoint | undefined =>
  cookie !== undefined && isBreakpoint(cookie) ? cookie : undefined;
