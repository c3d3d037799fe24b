import type { ProductCollection } from './collection.ts';

export type DesignId = string & { readonly __brand: 'DesignId' };

/** What a listing shows of a design. */
export type DesignSummary = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
};

/** One page of a listing; `total` counts every design the listing has. */
export type DesignPage = {
  readonly designs: readonly DesignSummary[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
};

/** A home page block: a collection and the first page of its designs. */
export type HomeBlock = {
  readonly collection: ProductCollection;
  readonly designs: DesignPage;
};

export const hasMorePages = (page: DesignPage): boolean => page.page * page.pageSize < page.total;
