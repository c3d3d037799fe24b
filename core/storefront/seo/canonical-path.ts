import type { RouteMatch } from '../../domain/routing/route-match.ts';
import { pathTo } from '../../domain/routing/route-path.ts';
import type { Locale } from '../../domain/site/locale.ts';
import type { PageView } from '../navigation/page-outcome.ts';

/** The slug a page's own data gives its URL, where the URL carries one that only decorates the id. */
const ownSlugOf = (page: PageView): string | undefined => {
  if (page.routeName === 'design') return page.data.design.slug;
  if (page.routeName === 'designs') return page.data.article.slug;
  return undefined;
};

/**
 * Where a page asked for by another spelling of its URL lives, query kept: without a prefix naming the store's own
 * language ('/es/…' on a Spanish store duplicates '/…'), with the slug of the design or article the id names.
 * Undefined when the request is already there.
 */
export const canonicalPathOf = (matched: RouteMatch, page: PageView, storeLocale: Locale): string | undefined => {
  const prefixed = matched.localeSource === 'path';
  const redundantPrefix = prefixed && matched.locale === storeLocale;
  const slug = ownSlugOf(page);
  const wrongSlug = slug !== undefined && slug !== matched.params.slug;
  if (!redundantPrefix && !wrongSlug) return undefined;
  const params = slug === undefined ? matched.params : { ...matched.params, slug };
  return pathTo(matched.route, params, prefixed && !redundantPrefix ? matched.locale : null, matched.query);
};
