import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import type { ArticleOffer, DesignOffer } from './cart.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What the cart reads from the catalogue: current prices and names. */
export interface CartCatalogue {
  /** The articles among `articleIds` on sale in `store`: active, priced in the store's currency, named in its language. */
  articles(store: Store, articleIds: readonly number[]): ResultAsync<readonly ArticleOffer[], RepositoryFailure>;
  /** The published designs among `designIds`, named in `locale`. */
  designs(designIds: readonly string[], locale: Locale): ResultAsync<readonly DesignOffer[], RepositoryFailure>;
}
