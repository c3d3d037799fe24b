import { ResultAsync } from 'neverthrow';
import { PRODUCT_COLLECTIONS } from '../../domain/catalogue/collection.ts';
import type { HomeBlock } from '../../domain/catalogue/design.ts';
import type { DesignRepository, RepositoryFailure } from './design-repository.port.ts';

/** Every collection with its first page, in the catalogue's collection order. */
export const listHomeBlocks =
  (designs: DesignRepository) =>
  (pageSize: number): ResultAsync<readonly HomeBlock[], RepositoryFailure> =>
    ResultAsync.combine(
      PRODUCT_COLLECTIONS.map((collection) =>
        designs.pageOfCollection(collection, 1, pageSize).map((page): HomeBlock => ({ collection, designs: page })),
      ),
    );
