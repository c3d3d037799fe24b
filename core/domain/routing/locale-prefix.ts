import type { Locale } from '../site/locale.ts';
import { splitPath } from './path-segments.ts';
import { routeOf } from './route-match.ts';
import { withLocalePrefix } from './route-path.ts';

/** The locale prefix of a path ('/en/help-center' → 'en'), or null when it has none. */
export const localePrefixOf = (path: string): Locale | null => splitPath(path)?.prefix ?? null;

/**
 * A shop link for a visitor reading the shop under a locale prefix: the same prefix in front, so the
 * language is kept; unchanged when the page has no prefix, the link has one, or its page is not in that language.
 */
export const keepLocalePrefix = (to: string, currentPath: string): string => {
  const locale = localePrefixOf(currentPath);
  if (locale === null || !to.startsWith('/') || to.startsWith('//')) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  if (splitPath(path)?.prefix != null) return to;
  const route = routeOf(path, {});
  if (route !== undefined && !route.locales.includes(locale)) return to;
  return withLocalePrefix(locale, path) + (cut === -1 ? '' : to.slice(cut));
};
