import type { ResultAsync } from 'neverthrow';
import type { Address } from '../../domain/checkout/address-step.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { AddressId, SavedAddress } from '../../domain/customers/address-book.ts';

/** An address to keep, with the defaults it takes. */
export type AddressToSave = Address & { readonly defaultBilling: boolean; readonly defaultShipping: boolean };

/** Where each customer's addresses are kept; every call names the customer, so nobody reaches another's book. */
export interface AddressBookRepository {
  /** In the order they were added. */
  list(customerId: CustomerId): ResultAsync<readonly SavedAddress[], RepositoryFailure>;
  /**
   * Adds or replaces the customer's address `id`; a default it takes is taken from their other addresses, and a
   * default it drops is nobody's. 'not-found' when another customer has that id, 'full' when a new one would
   * make more than `limit`.
   */
  save(
    customerId: CustomerId,
    id: AddressId,
    address: AddressToSave,
    at: number,
    limit: number,
  ): ResultAsync<'saved' | 'not-found' | 'full', RepositoryFailure>;
  /** False when the customer has no address `id`. */
  remove(customerId: CustomerId, id: AddressId): ResultAsync<boolean, RepositoryFailure>;
}
