import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isArticleId, type Article } from '../../domain/catalogue/article.ts';
import { searchTerms } from '../../domain/catalogue/design-query.ts';
import type { TagWithCount } from '../../domain/catalogue/tag.ts';
import type { Query } from '../../domain/routing/query.ts';

import type { CatalogueGateway, DesignListFilter } from './catalogue-gateway.port.ts';
import { listingRequestOf, type DesignListing, type ListingRequest } from './listing.ts';
import type { PriceStyle } from './price-style.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

type Listed = DesignListing & { readonly prices: PriceStyle };

export type ArticleDesignsPageData = Listed & { readonly article: Article };
export type TagPageData = Listed & { readonly tag: TagWithCount };
export type SearchPageData = Listed & { readonly query: string };
export type OffersPageData = Listed & { readonly articles: readonly Article[] };

const listed = (
  catalogue: CatalogueGateway,
  prices: PriceStyle,
  filter: DesignListFilter,
  request: ListingRequest,
): ResultAsync<Listed, ShopUnavailable> =>
  catalogue.designs(filter, request).map((designs) => ({ designs, sort: request.sort, prices }));

/** The designs printable on an article; an id the store sells no article for is not found. */
export const loadArticleDesignsPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (articleId: string, query: Query): ResultAsync<ArticleDesignsPageData, ShopUnavailable | PageDataNotFound> => {
    const id = Number(articleId);
    if (!isArticleId(id)) return errAsync(pageDataNotFound());
    return catalogue
      .article(id)
      .andThen((article) =>
        article === null
          ? errAsync(pageDataNotFound())
          : listed(catalogue, prices, { articleId: id }, listingRequestOf(query)).map((list) => ({ ...list, article })),
      );
  };

/** A tag's designs; a slug the store has no tag for is not found. */
export const loadTagPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (slug: string, query: Query): ResultAsync<TagPageData, ShopUnavailable | PageDataNotFound> =>
    catalogue.tags().andThen((tags) => {
      const tag = tags.find((candidate) => candidate.slug === slug);
      if (tag === undefined) return errAsync(pageDataNotFound());
      return listed(catalogue, prices, { tagSlug: slug }, listingRequestOf(query)).map((list) => ({ ...list, tag }));
    });

/** The designs a search text finds; a text the shop would refuse (too many words, too long) finds nothing. */
export const loadSearchPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (text: string, query: Query): ResultAsync<SearchPageData, ShopUnavailable> => {
    const request = listingRequestOf(query);
    if (searchTerms(text).isErr()) {
      const nothing = { designs: [], page: request.page, pageSize: request.pageSize, total: 0 };
      return okAsync({ designs: nothing, sort: request.sort, prices, query: text });
    }
    return listed(catalogue, prices, { text }, request).map((list) => ({ ...list, query: text }));
  };

/** The articles on offer and a page of the designs printable on them. */
export const loadOffersPage =
  (catalogue: CatalogueGateway, prices: PriceStyle) =>
  (query: Query): ResultAsync<OffersPageData, ShopUnavailable> => {
    const request = listingRequestOf(query);
    return catalogue
      .offers(request)
      .map(({ articles, designs }) => ({ articles, designs, sort: request.sort, prices }));
  };
