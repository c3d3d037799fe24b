import type { ProductCollection } from '../../core/domain/catalogue/collection.ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import type { StoredDesign } from './in-memory-design-repository.ts';

/** A stored design with sensible defaults; pass only what the example is about. */
export const aDesign = (overrides: Partial<Omit<StoredDesign, 'id'>> & { id: string }): StoredDesign => ({
  slug: `design-${overrides.id}`,
  name: `Design ${overrides.id}`,
  collection: 'NOVELTY' as ProductCollection,
  popularity: 0,
  ...overrides,
  id: overrides.id as DesignId,
});
