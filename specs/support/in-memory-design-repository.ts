import { okAsync } from 'neverthrow';
import type { DesignSummary } from '../../core/domain/catalogue/design.ts';
import type { DesignRepository } from '../../core/shop/catalogue/design-repository.port.ts';

export type StoredDesign = DesignSummary & { readonly popularity: number };

/** The fake DesignRepository: same contract as the PostgreSQL one, kept in an array. */
export const inMemoryDesignRepository = (stored: readonly StoredDesign[]): DesignRepository => ({
  pageOfCollection: (collection, page, pageSize) => {
    const inCollection = stored
      .filter((design) => design.collection === collection)
      .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id));
    return okAsync({
      designs: inCollection
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ id, slug, name, collection: c }) => ({ id, slug, name, collection: c })),
      page,
      pageSize,
      total: inCollection.length,
    });
  },
});
