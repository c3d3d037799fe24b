import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DesignDetail, DesignId } from '../../domain/catalogue/design.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-loaders.ts';
import type { CatalogueGateway, ShopUnavailable } from './catalogue-gateway.port.ts';
import type { PriceStyle } from './price-style.ts';

export type DesignPageData = { readonly design: DesignDetail; readonly prices: PriceStyle };

/** A design's page; a design the store does not sell, or one with no article to print on, is not found. */
export const loadDesignPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (id: string): ResultAsync<DesignPageData, ShopUnavailable | PageDataNotFound> =>
    catalogue
      .design(id as DesignId)
      .andThen((design) =>
        design === null || design.articles.length === 0 ? errAsync(pageDataNotFound()) : okAsync({ design, prices }),
      );
