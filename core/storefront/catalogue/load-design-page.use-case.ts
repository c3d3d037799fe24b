import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Article, ArticleId } from '../../domain/catalogue/article.ts';
import type { DesignDetail, DesignId } from '../../domain/catalogue/design.ts';
import { chosenArticle } from '../../domain/catalogue/design-path.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-loaders.ts';
import type { CatalogueGateway, ShopUnavailable } from './catalogue-gateway.port.ts';
import type { PriceStyle } from './price-style.ts';

/** `articleId` is the article chosen when the page opens: the one the URL names, else the first. */
export type DesignPageData = {
  readonly design: DesignDetail;
  readonly prices: PriceStyle;
  readonly articleId: ArticleId;
};

/** A design's page; a design the store does not sell, or one with no article to print on, is not found. */
export const loadDesignPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (id: string, articleIdParam?: string): ResultAsync<DesignPageData, ShopUnavailable | PageDataNotFound> =>
    catalogue.design(id as DesignId).andThen((design) => {
      if (design === null) return errAsync(pageDataNotFound());
      const [first, ...others] = design.articles;
      if (first === undefined) return errAsync(pageDataNotFound());
      const articles: readonly [Article, ...Article[]] = [first, ...others];
      return okAsync({ design, prices, articleId: chosenArticle(articles, articleIdParam).id });
    });
