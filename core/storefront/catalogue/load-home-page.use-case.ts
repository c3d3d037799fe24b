import type { ResultAsync } from 'neverthrow';
import type { HomeBlock } from '../../domain/catalogue/design.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { PriceStyle } from './price-style.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Designs per home block: one row on a desktop screen. */
export const HOME_BLOCK_SIZE = 6;

export type HomePageData = { readonly blocks: readonly HomeBlock[]; readonly prices: PriceStyle };

/** The home page: the catalogue's blocks of designs and the store's way of showing prices. */
export const loadHomePage =
  (catalogue: CatalogueGateway, prices: PriceStyle) => (): ResultAsync<HomePageData, ShopUnavailable> =>
    catalogue.homeBlocks(HOME_BLOCK_SIZE).map((blocks) => ({ blocks, prices }));
