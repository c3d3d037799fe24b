import type { Query } from '../../domain/routing/query.ts';
import { routeOf } from '../../domain/routing/route-match.ts';
import type { RouteName } from '../../domain/routing/route-table.ts';

/** The outline a page is drawn with while its data loads: a grid of design cards, a design, or text. */
export type LoadingShape = 'listing' | 'design' | 'text';

const LISTINGS: readonly RouteName[] = ['home', 'offers', 'search', 'tag', 'designs', 'landing'];

/**
 * The skeleton shown while a client-side navigation to `path` loads. Only the route counts, so the locale and
 * the guards do not matter here; a path no route takes is drawn as text.
 */
export const loadingShapeOf = (path: string, query: Query): LoadingShape => {
  const route = routeOf(path, query);
  if (route === undefined) return 'text';
  if (route.name === 'design') return 'design';
  return LISTINGS.includes(route.name) ? 'listing' : 'text';
};
