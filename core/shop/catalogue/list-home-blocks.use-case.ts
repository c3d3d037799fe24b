import { ResultAsync } from 'neverthrow';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import { PRODUCT_COLLECTIONS } from '../../domain/catalogue/collection.ts';
import type { HomeBlock } from '../../domain/catalogue/design.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { toDesignPage } from './catalogue-records.ts';
import type { DesignRepository } from './design-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Every collection with its first page, most popular first, in the catalogue's collection order. */
export const listHomeBlocks =
  (designs: DesignRepository) =>
  (pageSize: number, store: StoreSlug): ResultAsync<readonly HomeBlock[], RepositoryFailure> =>
    ResultAsync.combine(
      PRODUCT_COLLECTIONS.map((collection) =>
        designs
          .pageOfDesigns(
            { filter: { collection }, sort: 'POPULARITY', paging: { page: 1, pageSize } },
            catalogueView(store),
          )
          .map((page): HomeBlock => ({ collection, designs: toDesignPage(page) })),
      ),
    );
