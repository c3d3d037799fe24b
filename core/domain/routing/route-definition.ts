import { LOCALES, type Locale } from '../site/locale.ts';
import type { GuardName } from './guard-name.ts';
import type { Layout } from './layout.ts';
import type { RouteValidator } from './param-rules.ts';

/** Who may open a page: anyone, signed-in users only, or visitors who are not signed in. */
export type AuthMode = 'public' | 'protected' | 'unauthenticated-only';

export type RouteDefinition = {
  /** Kebab-case, also the name of the route's translation namespace. */
  readonly name: string;
  /** Path pattern; ':name' segments are parameters ('/design/:slug/:design_id'). */
  readonly path: string;
  readonly layout: Layout;
  /** Run in order after the auth rules; the first redirect or error stops navigation. */
  readonly guards: readonly GuardName[];
  readonly auth: AuthMode;
  readonly keepAlive: boolean;
  readonly validate: RouteValidator | null;
  /** Locales whose prefix may open the route. */
  readonly locales: readonly [Locale, ...Locale[]];
};

type RouteOptions = Partial<Omit<RouteDefinition, 'name' | 'path'>>;

/** A route with the defaults of spec 2: master layout, public, kept alive, no guards, every locale. */
export const defineRoute = <const N extends string, const P extends string>(
  name: N,
  path: P,
  options: RouteOptions = {},
): RouteDefinition & { readonly name: N; readonly path: P } => ({
  name,
  path,
  layout: 'master',
  guards: [],
  auth: 'public',
  keepAlive: true,
  validate: null,
  locales: LOCALES,
  ...options,
});
