import type { ResultAsync } from 'neverthrow';
import type { Article, ArticleId } from '../../domain/catalogue/article.ts';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignDetail, DesignId, DesignPage, HomeBlock } from '../../domain/catalogue/design.ts';
import type { LandingPage } from '../../domain/catalogue/landing-page.ts';
import type { SearchSuggestions } from '../../domain/catalogue/search-suggestions.ts';
import type { TagWithCount } from '../../domain/catalogue/tag.ts';
import type { ListingRequest } from './listing.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** Which designs a list holds; the given criteria combine, `text` is a search the shop accepts. */
export type DesignListFilter = {
  readonly articleId?: ArticleId;
  readonly tagSlug?: string;
  readonly text?: string;
};

/** The offers page: articles on offer and a page of designs printable on them. */
export type OffersListing = { readonly articles: readonly Article[]; readonly designs: DesignPage };

/** The catalogue as the storefront sees it, wherever the shop service runs. */
export interface CatalogueGateway {
  /** One block per collection, each with the first `pageSize` designs. */
  homeBlocks(pageSize: number): ResultAsync<readonly HomeBlock[], ShopUnavailable>;
  /** One page of a collection's designs, pages counted from 1. */
  collectionDesigns(
    collection: ProductCollection,
    page: number,
    pageSize: number,
  ): ResultAsync<DesignPage, ShopUnavailable>;
  /** A design's detail in the store, or null when the store does not sell it. */
  design(id: DesignId): ResultAsync<DesignDetail | null, ShopUnavailable>;
  /** One page of the designs the filter holds, in the asked order. */
  designs(filter: DesignListFilter, listing: ListingRequest): ResultAsync<DesignPage, ShopUnavailable>;
  /** Every article the store sells, with its price there. */
  articles(): ResultAsync<readonly Article[], ShopUnavailable>;
  /** An article as the store sells it, or null when the store does not sell it. */
  article(id: ArticleId): ResultAsync<Article | null, ShopUnavailable>;
  /** Every tag of the store with its design count, by name. */
  tags(): ResultAsync<readonly TagWithCount[], ShopUnavailable>;
  offers(listing: ListingRequest): ResultAsync<OffersListing, ShopUnavailable>;
  /** A landing page with what its list mode lists, or null when the store has none at that slug. */
  landingPage(slug: string, listing: ListingRequest): ResultAsync<LandingPage | null, ShopUnavailable>;
  /** The articles, designs and tags a search text (one the shop accepts) suggests. */
  suggestions(text: string): ResultAsync<SearchSuggestions, ShopUnavailable>;
}
