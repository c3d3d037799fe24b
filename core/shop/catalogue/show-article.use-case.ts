import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Article, ArticleId } from '../../domain/catalogue/article.ts';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { ArticleRepository } from './article-repository.port.ts';
import { toArticle } from './catalogue-records.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type ArticleNotFound = { readonly type: 'ArticleNotFound' };

/** One article as the store sells it; one the store does not sell is not found there. */
export const showArticle =
  (articles: ArticleRepository) =>
  (id: ArticleId, store: StoreSlug): ResultAsync<Article, ArticleNotFound | RepositoryFailure> =>
    articles
      .storeArticle(id, catalogueView(store))
      .andThen((stored) =>
        stored === null ? errAsync({ type: 'ArticleNotFound' as const }) : okAsync(toArticle(stored)),
      );
