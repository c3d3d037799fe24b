import { errAsync, ResultAsync } from 'neverthrow';
import type { Article } from '../../domain/catalogue/article.ts';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import { checkPaging, type InvalidPaging, type Paging } from '../../domain/catalogue/design-query.ts';
import type { DesignPage } from '../../domain/catalogue/design.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { ArticleRepository } from './article-repository.port.ts';
import { toArticle, toDesignPage } from './catalogue-records.ts';
import type { DesignRepository } from './design-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The offers page: articles on offer in the store, and a page of designs printable on them. */
export type Offers = { readonly articles: readonly Article[]; readonly designs: DesignPage };

export type OffersRequest = Paging & { readonly store: StoreSlug; readonly sort: Sort };

/** The articles on offer and one page of designs on them. */
export const listOffers =
  (deps: { readonly articles: ArticleRepository; readonly designs: DesignRepository }) =>
  (request: OffersRequest): ResultAsync<Offers, InvalidPaging | RepositoryFailure> => {
    const paging = checkPaging(request);
    if (paging.isErr()) return errAsync(paging.error);
    const view = catalogueView(request.store);
    return ResultAsync.combine([
      deps.articles.storeArticles(view, { onOfferOnly: true }),
      deps.designs.pageOfDesigns({ filter: { onOffer: true }, sort: request.sort, paging: paging.value }, view),
    ] as const).map(([articles, designs]) => ({ articles: articles.map(toArticle), designs: toDesignPage(designs) }));
  };
