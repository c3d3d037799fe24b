import type { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type AdministeredDesign = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  readonly published: boolean;
  /** The creator's customer id, null for the shop's own designs. */
  readonly ownerId: string | null;
  /** ISO 8601 instant. */
  readonly updatedAt: string;
};

export type AdministeredDesignPage = {
  readonly designs: readonly AdministeredDesign[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
};

/** Every design, published or not, as administrators manage them. */
export interface DesignAdministration {
  /** Most recently changed first, ties by id; pages counted from 1. */
  page(page: number, pageSize: number): ResultAsync<AdministeredDesignPage, RepositoryFailure>;
  /** Null when there is no such design. */
  setPublished(id: DesignId, published: boolean, at: number): ResultAsync<AdministeredDesign | null, RepositoryFailure>;
}
