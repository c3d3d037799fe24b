import type { ResultAsync } from 'neverthrow';
import type { Article, ArticleId } from '../../domain/catalogue/article.ts';
import type { StoredPicture } from '../../domain/catalogue/catalogue-picture.ts';
import type { CatalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** An article as read for one store, its picture not yet turned into sources. */
export type StoredArticle = Omit<Article, 'picture'> & { readonly picture: StoredPicture | null };

/** Where the shop keeps its articles; only active articles priced in the view's store are ever read. */
export interface ArticleRepository {
  /** The store's articles by id; with `onOfferOnly`, those whose compare-at price is above the price. */
  storeArticles(
    view: CatalogueView,
    options: { readonly onOfferOnly: boolean },
  ): ResultAsync<readonly StoredArticle[], RepositoryFailure>;
  /** One article as the store sells it; null when unknown, inactive or not priced there. */
  storeArticle(id: ArticleId, view: CatalogueView): ResultAsync<StoredArticle | null, RepositoryFailure>;
}
