import type { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { InvalidPaging } from '../../domain/catalogue/design-query.ts';
import type { DesignPage, HomeBlock } from '../../domain/catalogue/design.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { listArticles } from './list-articles.use-case.ts';
import type { listDesigns } from './list-designs.use-case.ts';
import type { listOffers } from './list-offers.use-case.ts';
import type { listTags } from './list-tags.use-case.ts';
import type { showArticle } from './show-article.use-case.ts';
import type { showDesign } from './show-design.use-case.ts';
import type { showLandingPage } from './show-landing-page.use-case.ts';
import type { suggestSearch } from './suggest-search.use-case.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The shop service's catalogue use cases; calls that name no store are for `defaultStore`. */
export type ShopCatalogue = {
  readonly defaultStore: StoreSlug;
  readonly listHomeBlocks: (
    pageSize: number,
    store?: StoreSlug,
  ) => ResultAsync<readonly HomeBlock[], RepositoryFailure>;
  readonly listCollectionDesigns: (
    collection: ProductCollection,
    page: number,
    pageSize: number,
    store?: StoreSlug,
  ) => ResultAsync<DesignPage, RepositoryFailure | InvalidPaging>;
  readonly listDesigns: ReturnType<typeof listDesigns>;
  readonly showDesign: ReturnType<typeof showDesign>;
  readonly listArticles: ReturnType<typeof listArticles>;
  readonly showArticle: ReturnType<typeof showArticle>;
  readonly listTags: ReturnType<typeof listTags>;
  readonly listOffers: ReturnType<typeof listOffers>;
  readonly showLandingPage: ReturnType<typeof showLandingPage>;
  readonly suggestSearch: ReturnType<typeof suggestSearch>;
};
