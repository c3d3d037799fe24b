/** The product collections a listing can be filtered by. */
export const PRODUCT_COLLECTIONS = ['INFANTIL', 'OUTLET', 'NOVELTY', 'TOP_SALES', 'ECONOMIC', 'PROMOTION'] as const;

export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

export const isProductCollection = (value: string): value is ProductCollection =>
  (PRODUCT_COLLECTIONS as readonly string[]).includes(value);
