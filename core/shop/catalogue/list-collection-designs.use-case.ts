import { errAsync, type ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignPage } from '../../domain/catalogue/design.ts';
import type { DesignRepository, RepositoryFailure } from './design-repository.port.ts';

export const MAX_PAGE_SIZE = 48;

export type InvalidPaging = { readonly type: 'InvalidPaging' };

export const listCollectionDesigns =
  (designs: DesignRepository) =>
  (
    collection: ProductCollection,
    page: number,
    pageSize: number,
  ): ResultAsync<DesignPage, RepositoryFailure | InvalidPaging> =>
    isPositiveInteger(page) && isPositiveInteger(pageSize) && pageSize <= MAX_PAGE_SIZE
      ? designs.pageOfCollection(collection, page, pageSize)
      : errAsync({ type: 'InvalidPaging' });

const isPositiveInteger = (n: number) => Number.isInteger(n) && n > 0;
