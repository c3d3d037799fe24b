import { errAsync, type ResultAsync } from 'neverthrow';
import type { RouteMatch } from '../../domain/routing/route-match.ts';
import type { PageDataByRoute, PageRouteName } from './page-outcome.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

export type PageNotBuilt = { readonly type: 'PageNotBuilt'; readonly routeName: string };

/** The page exists but what it shows does not (an unknown design id): answered like an unknown path. */
export type PageDataNotFound = { readonly type: 'PageDataNotFound' };

export const pageDataNotFound = (): PageDataNotFound => ({ type: 'PageDataNotFound' });

/** How to load each page's data, given the matched route. */
export type PageLoaders = {
  readonly [R in PageRouteName]: (
    match: RouteMatch,
  ) => ResultAsync<PageDataByRoute[R], ShopUnavailable | PageDataNotFound>;
};

export const isPageRoute = (loaders: PageLoaders, name: string): name is PageRouteName => name in loaders;

/** The data of the matched page; a route of the table with no page in this storefront is PageNotBuilt. */
export const loadPageData = (
  loaders: PageLoaders,
  match: RouteMatch,
): ResultAsync<
  { routeName: PageRouteName; data: PageDataByRoute[PageRouteName] },
  ShopUnavailable | PageNotBuilt | PageDataNotFound
> => {
  const name = match.route.name;
  if (!isPageRoute(loaders, name)) return errAsync({ type: 'PageNotBuilt', routeName: name });
  return loaders[name](match).map((data) => ({ routeName: name, data }));
};
