import type { DesignPage } from '../../domain/catalogue/design.ts';
import { isSort, type Sort } from '../../domain/catalogue/sort.ts';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';

/** Designs per list page: six rows of four on a desktop. */
export const LISTING_PAGE_SIZE = 24;

/** Without a choice, lists show the most popular designs first, as the Shop API does. */
export const DEFAULT_SORT: Sort = 'POPULARITY';

export const PAGE_QUERY_KEY = 'page';
export const SORT_QUERY_KEY = 'sort';

/** Which page of a list, in which order; pages count from 1. */
export type ListingRequest = { readonly page: number; readonly pageSize: number; readonly sort: Sort };

/** A page of a list as a page shows it: the designs and the order they are in. */
export type DesignListing = { readonly designs: DesignPage; readonly sort: Sort };

/** Up to a million pages: longer numbers are no page a visitor reached by a link. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** The page and sort a list page's URL asks for; anything else falls back to the first page, most popular first. */
export const listingRequestOf = (query: Query): ListingRequest => {
  const page = firstQueryValue(query, PAGE_QUERY_KEY) ?? '';
  const sort = firstQueryValue(query, SORT_QUERY_KEY) ?? '';
  return {
    page: PAGE_NUMBER.test(page) ? Number(page) : 1,
    pageSize: LISTING_PAGE_SIZE,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
};

/** How many pages a list has: at least one, so an empty list still has its first page. */
export const pageCountOf = (designs: DesignPage): number => Math.max(1, Math.ceil(designs.total / designs.pageSize));
