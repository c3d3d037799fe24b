import { err, ok, type ResultAsync } from 'neverthrow';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { type AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { SavedDesignRepository } from './saved-design-repository.port.ts';
import { designNotFound } from '../../domain/catalogue/design.ts';

/** Forgets one of the signed-in customer's kept designs. */
export const removeSavedDesign =
  (deps: { readonly customers: CustomerRepository; readonly savedDesigns: SavedDesignRepository }) =>
  (customerId: CustomerId | null, designId: DesignId): ResultAsync<void, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-designs')
      .andThen((account) => deps.savedDesigns.remove(account.id, designId))
      .andThen((removed) => (removed ? ok(undefined) : err(designNotFound())));
