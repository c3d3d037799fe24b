import { err, ok, type ResultAsync } from 'neverthrow';
import type { DesignId } from '../../domain/catalogue/design.ts';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { designNotFound, type AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import type { AdministeredDesign, DesignAdministration } from './design-administration.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';

/** Publishes or withdraws any design; setting the state it already has is not an error. */
export const setDesignPublished =
  (deps: { readonly customers: CustomerRepository; readonly designs: DesignAdministration; readonly clock: Clock }) =>
  (
    customerId: CustomerId | null,
    designId: DesignId,
    published: boolean,
  ): ResultAsync<AdministeredDesign, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-designs-admin')
      .andThen(() => deps.designs.setPublished(designId, published, deps.clock.now()))
      .andThen((design) => (design === null ? err(designNotFound()) : ok(design)));
