import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ArticleId } from '../../domain/catalogue/article.ts';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import {
  checkPaging,
  searchTerms,
  type DesignFilter,
  type InvalidPaging,
  type InvalidSearch,
  type Paging,
} from '../../domain/catalogue/design-query.ts';
import type { DesignPage } from '../../domain/catalogue/design.ts';
import type { Sort } from '../../domain/catalogue/sort.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { toDesignPage } from './catalogue-records.ts';
import type { DesignRepository } from './design-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A listing as a shopper asks for it: any of collection, article, tag and search text, combined. */
export type DesignListingRequest = Paging & {
  readonly store: StoreSlug;
  readonly sort: Sort;
  readonly collection?: ProductCollection;
  readonly articleId?: ArticleId;
  readonly tagSlug?: string;
  readonly text?: string;
};

export type ListDesignsError = InvalidPaging | InvalidSearch | RepositoryFailure;

const filterOf = ({ collection, articleId, tagSlug }: DesignListingRequest): DesignFilter => ({
  ...(collection === undefined ? {} : { collection }),
  ...(articleId === undefined ? {} : { articleId }),
  ...(tagSlug === undefined ? {} : { tagSlug }),
});

/** One page of a store's published designs, filtered, sorted and paged as asked. */
export const listDesigns =
  (designs: DesignRepository) =>
  (request: DesignListingRequest): ResultAsync<DesignPage, ListDesignsError> => {
    const paging = checkPaging(request);
    if (paging.isErr()) return errAsync(paging.error);
    const search = searchTerms(request.text ?? '');
    if (request.text !== undefined && search.isErr()) return errAsync(search.error);
    if (search.isOk() && search.value.length === 0) {
      return okAsync({ designs: [], page: request.page, pageSize: request.pageSize, total: 0 });
    }
    const filter: DesignFilter = { ...filterOf(request), ...(search.isOk() ? { search: search.value } : {}) };
    return designs
      .pageOfDesigns({ filter, sort: request.sort, paging: paging.value }, catalogueView(request.store))
      .map(toDesignPage);
  };
