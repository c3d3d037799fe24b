import { err, ok, type ResultAsync } from 'neverthrow';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { type AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { SavedDesignRepository } from './saved-design-repository.port.ts';
import { designNotFound } from '../../domain/catalogue/design.ts';

/** Idempotent: saving a design already saved changes nothing. */
export const saveDesign =
  (deps: {
    readonly customers: CustomerRepository;
    readonly savedDesigns: SavedDesignRepository;
    readonly clock: Clock;
  }) =>
  (customerId: CustomerId | null, designId: DesignId): ResultAsync<void, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-designs')
      .andThen((account) => deps.savedDesigns.save(account.id, designId, deps.clock.now()))
      .andThen((outcome) => (outcome === 'saved' ? ok(undefined) : err(designNotFound())));
