import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { LandingPage } from '../../domain/catalogue/landing-page.ts';
import type { TagWithCount } from '../../domain/catalogue/tag.ts';
import type { Query } from '../../domain/routing/query.ts';

import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import { listingRequestOf } from './listing.ts';
import type { PriceStyle } from './price-style.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

export type LandingPageData = { readonly landing: LandingPage; readonly sort: Sort; readonly prices: PriceStyle };

export type TagsListPageData = { readonly tags: readonly TagWithCount[] };

/** A landing page at '/{slug}' with what its list mode lists; a slug the store has no page for is not found. */
export const loadLandingPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (slug: string, query: Query): ResultAsync<LandingPageData, ShopUnavailable | PageDataNotFound> => {
    const request = listingRequestOf(query);
    return catalogue
      .landingPage(slug, request)
      .andThen((landing) =>
        landing === null ? errAsync(pageDataNotFound()) : okAsync({ landing, sort: request.sort, prices }),
      );
  };

/** Every tag of the store with how many designs it has. */
export const loadTagsListPage = (catalogue: CatalogueGateway) => (): ResultAsync<TagsListPageData, ShopUnavailable> =>
  catalogue.tags().map((tags) => ({ tags }));
