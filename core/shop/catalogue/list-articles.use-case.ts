import type { ResultAsync } from 'neverthrow';
import type { Article } from '../../domain/catalogue/article.ts';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { ArticleRepository } from './article-repository.port.ts';
import { toArticle } from './catalogue-records.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Every article the store sells, with its price there and texts in its language. */
export const listArticles =
  (articles: ArticleRepository) =>
  (store: StoreSlug): ResultAsync<readonly Article[], RepositoryFailure> =>
    articles.storeArticles(catalogueView(store), { onOfferOnly: false }).map((stored) => stored.map(toArticle));
