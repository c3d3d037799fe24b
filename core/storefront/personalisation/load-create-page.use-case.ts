import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isArticleId, type Article } from '../../domain/catalogue/article.ts';
import type { DesignArtwork } from '../../domain/catalogue/design-artwork.ts';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { CatalogueGateway } from '../catalogue/catalogue-gateway.port.ts';

import type { PriceStyle } from '../catalogue/price-style.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

/** A catalogue design the shopper starts from: its print artwork (never a mockup) becomes the first layer. */
export type CreateTemplate = {
  readonly designId: DesignId;
  readonly name: string;
  /** One per aspect; the surface's bleed box picks the nearest. */
  readonly artworks: readonly DesignArtwork[];
};

/** The constructor's page: the article being personalised, how prices show and, when asked for, a template. */
export type CreatePageData = {
  readonly article: Article;
  readonly prices: PriceStyle;
  readonly template: CreateTemplate | null;
  /** A saved design to resume (`?project=`), or null for the visitor's latest work on this article. */
  readonly projectId: string | null;
  /** A personalised cart line to change (`?line=`): the editor opens its design and updates that line. */
  readonly lineId: string | null;
};

/**
 * The template a design id names on this article; an unknown design, one not offered on the article or one without
 * artwork starts blank.
 */
const templateOf = (
  catalogue: CatalogueGateway,
  articleId: number,
  designId: string | undefined,
): ResultAsync<CreateTemplate | null, ShopUnavailable> =>
  designId === undefined || designId === ''
    ? okAsync(null)
    : catalogue
        .design(designId as DesignId)
        .map((design) =>
          design && design.artworks.length > 0 && design.articles.some((article) => article.id === articleId)
            ? { designId: design.id, name: design.name, artworks: design.artworks }
            : null,
        );

/**
 * An article the store does not sell, or one without print surfaces, cannot be personalised here: not found, like
 * an unknown page, so no editor opens that the shop would then refuse.
 */
export const loadCreatePage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (
    articleIdParam: string,
    designId?: string,
    projectId?: string,
    lineId?: string,
  ): ResultAsync<CreatePageData, ShopUnavailable | PageDataNotFound> => {
    const articleId = Number(articleIdParam);
    if (!isArticleId(articleId)) return errAsync(pageDataNotFound());
    return catalogue
      .article(articleId)
      .andThen((article) =>
        article === null || !article.personalisable ? errAsync(pageDataNotFound()) : okAsync(article),
      )
      .andThen((article) =>
        templateOf(catalogue, article.id, designId).map((template) => ({
          article,
          prices,
          template,
          projectId: projectId === undefined || projectId === '' ? null : projectId,
          lineId: lineId === undefined || lineId === '' ? null : lineId,
        })),
      );
  };
