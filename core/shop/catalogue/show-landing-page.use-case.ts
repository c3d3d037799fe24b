import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Article } from '../../domain/catalogue/article.ts';
import { catalogueView, type CatalogueView } from '../../domain/catalogue/catalogue-view.ts';
import { checkPaging, type InvalidPaging, type Paging } from '../../domain/catalogue/design-query.ts';
import type { DesignPage } from '../../domain/catalogue/design.ts';
import type { LandingPage } from '../../domain/catalogue/landing-page.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { ArticleRepository } from './article-repository.port.ts';
import { toArticle, toDesignPage } from './catalogue-records.ts';
import type { DesignRepository } from './design-repository.port.ts';
import type { LandingPageRepository, StoredLandingPage } from './landing-page-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type LandingPageNotFound = { readonly type: 'LandingPageNotFound' };

export type LandingPageRequest = Paging & { readonly slug: string; readonly store: StoreSlug; readonly sort: Sort };

type Deps = {
  readonly landingPages: LandingPageRepository;
  readonly designs: DesignRepository;
  readonly articles: ArticleRepository;
};

/** LIST lists articles only; the other modes list the filter's designs. */
const designsOf = (
  deps: Deps,
  page: StoredLandingPage,
  request: LandingPageRequest,
  paging: Paging,
  view: CatalogueView,
) =>
  page.listMode === 'LIST'
    ? okAsync<DesignPage | null, RepositoryFailure>(null)
    : deps.designs.pageOfDesigns({ filter: page.filter, sort: request.sort, paging }, view).map(toDesignPage);

/** LIST shows the filter's article or every article; LANDING shows the filter's article when it names one. */
const articlesOf = (deps: Deps, page: StoredLandingPage, view: CatalogueView) => {
  const { articleId } = page.filter;
  if (articleId !== undefined && page.listMode !== 'LIST_DESIGNS') {
    return deps.articles.storeArticle(articleId, view).map((found) => (found ? [found] : []));
  }
  return page.listMode === 'LIST'
    ? deps.articles.storeArticles(view, { onOfferOnly: false })
    : okAsync<readonly [], RepositoryFailure>([]);
};

const withListing = (deps: Deps, page: StoredLandingPage, request: LandingPageRequest, paging: Paging) => {
  const view = catalogueView(request.store);
  return ResultAsync.combine([designsOf(deps, page, request, paging, view), articlesOf(deps, page, view)] as const).map(
    ([designs, articles]): LandingPage => ({ ...page, designs, articles: articles.map((a): Article => toArticle(a)) }),
  );
};

/** A landing page in the store's language with what its list mode lists. */
export const showLandingPage =
  (deps: Deps) =>
  (request: LandingPageRequest): ResultAsync<LandingPage, LandingPageNotFound | InvalidPaging | RepositoryFailure> => {
    const paging = checkPaging(request);
    if (paging.isErr()) return errAsync(paging.error);
    return deps.landingPages
      .landingPage(request.slug, catalogueView(request.store))
      .andThen((page) =>
        page === null
          ? errAsync({ type: 'LandingPageNotFound' as const })
          : withListing(deps, page, request, paging.value),
      );
  };
