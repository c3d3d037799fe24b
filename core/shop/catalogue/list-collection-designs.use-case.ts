import { errAsync, type ResultAsync } from 'neverthrow';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignPage } from '../../domain/catalogue/design.ts';
import { checkPaging, type InvalidPaging } from '../../domain/catalogue/design-query.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { toDesignPage } from './catalogue-records.ts';
import type { DesignRepository } from './design-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** A collection's designs, most popular first: what a home block's "show more" pages through. */
export const listCollectionDesigns =
  (designs: DesignRepository) =>
  (
    collection: ProductCollection,
    page: number,
    pageSize: number,
    store: StoreSlug,
  ): ResultAsync<DesignPage, RepositoryFailure | InvalidPaging> =>
    checkPaging({ page, pageSize }).match(
      (paging) =>
        designs
          .pageOfDesigns({ filter: { collection }, sort: 'POPULARITY', paging }, catalogueView(store))
          .map(toDesignPage),
      (invalid) => errAsync(invalid),
    );
