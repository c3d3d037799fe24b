import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { SavedDesign, SavedDesignRepository } from './saved-design-repository.port.ts';

/** The designs the signed-in customer kept. */
export const listSavedDesigns =
  (deps: { readonly customers: CustomerRepository; readonly savedDesigns: SavedDesignRepository }) =>
  (customerId: CustomerId | null): ResultAsync<readonly SavedDesign[], AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-designs').andThen((account) =>
      deps.savedDesigns.list(account.id),
    );
