import type { ResultAsync } from 'neverthrow';
import type { ProductCollection } from '../../domain/catalogue/collection.ts';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type SavedDesign = {
  readonly id: DesignId;
  readonly slug: string;
  readonly name: string;
  readonly collection: ProductCollection;
  /** ISO 8601 instant. */
  readonly savedAt: string;
};

/** Designs customers keep in their account; only published designs are listed or saved. */
export interface SavedDesignRepository {
  /** Most recently saved first. */
  list(customerId: CustomerId): ResultAsync<readonly SavedDesign[], RepositoryFailure>;
  /** Saving twice keeps the first save; 'no-such-design' when no published design has the id. */
  save(
    customerId: CustomerId,
    designId: DesignId,
    at: number,
  ): ResultAsync<'saved' | 'no-such-design', RepositoryFailure>;
  /** False when the design was not saved. */
  remove(customerId: CustomerId, designId: DesignId): ResultAsync<boolean, RepositoryFailure>;
}
