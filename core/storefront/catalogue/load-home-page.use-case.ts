import { ResultAsync } from 'neverthrow';
import type { Article } from '../../domain/catalogue/article.ts';
import type { HomeBlock } from '../../domain/catalogue/design.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { PriceStyle } from './price-style.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Designs per home block: one row on a desktop screen. */
export const HOME_BLOCK_SIZE = 6;

export type HomePageData = {
  readonly blocks: readonly HomeBlock[];
  /** The articles a shopper can start designing from their own photo, each opening a blank editor. */
  readonly startFrom: readonly Article[];
  readonly prices: PriceStyle;
};

/** The home page: the catalogue's blocks of designs, the articles to start from a photo, and how prices show. */
export const loadHomePage =
  (catalogue: CatalogueGateway, prices: PriceStyle) => (): ResultAsync<HomePageData, ShopUnavailable> =>
    ResultAsync.combine([catalogue.homeBlocks(HOME_BLOCK_SIZE), catalogue.articles()] as const).map(
      ([blocks, articles]) => ({
        blocks,
        startFrom: articles.filter((article) => article.personalisable),
        prices,
      }),
    );
