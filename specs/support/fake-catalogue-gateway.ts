import { okAsync } from 'neverthrow';
import type { CatalogueGateway } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';

const noDesigns = { designs: [], page: 1, pageSize: 1, total: 0 };

/** A catalogue that sells nothing; a spec overrides what it reads. */
export const fakeCatalogueGateway = (overrides: Partial<CatalogueGateway> = {}): CatalogueGateway => ({
  homeBlocks: () => okAsync([]),
  collectionDesigns: () => okAsync(noDesigns),
  design: () => okAsync(null),
  designs: () => okAsync(noDesigns),
  articles: () => okAsync([]),
  article: () => okAsync(null),
  tags: () => okAsync([]),
  offers: () => okAsync({ articles: [], designs: noDesigns }),
  landingPage: () => okAsync(null),
  suggestions: () => okAsync({ articles: [], designs: [], tags: [] }),
  ...overrides,
});
