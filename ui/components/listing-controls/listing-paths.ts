import { PAGE_QUERY_KEY, SORT_QUERY_KEY } from '../../../core/storefront/catalogue/listing.ts';

/** The current list's URL with other page or sort; page 1 is left out so each page has one address. */
export const listingHref = (pathname: string, search: string, change: { page: number; sort?: string }): string => {
  const params = new URLSearchParams(search);
  if (change.sort !== undefined) params.set(SORT_QUERY_KEY, change.sort);
  if (change.page === 1) params.delete(PAGE_QUERY_KEY);
  else params.set(PAGE_QUERY_KEY, String(change.page));
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
};

/** Page numbers to link: all of a short list, else the first, the last and the current one's neighbours. */
export const shownPages = (current: number, count: number): readonly (number | 'gap')[] => {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const near = [1, current - 1, current, current + 1, count].filter((page) => page >= 1 && page <= count);
  const unique = [...new Set(near)].sort((a, b) => a - b);
  return unique.flatMap((page, i) => (i > 0 && page - unique[i - 1]! > 1 ? ['gap' as const, page] : [page]));
};
