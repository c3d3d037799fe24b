import type { ProductCollection } from '../../../core/domain/catalogue/collection.ts';

export const COLLECTION_TITLES: Readonly<Record<ProductCollection, string>> = {
  INFANTIL: 'For children',
  OUTLET: 'Outlet',
  NOVELTY: 'New in',
  TOP_SALES: 'Best sellers',
  ECONOMIC: 'Budget picks',
  PROMOTION: 'On promotion',
};
