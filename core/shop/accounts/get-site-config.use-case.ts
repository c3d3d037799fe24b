import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import { siteConfigFor, type SiteConfig } from '../../domain/site/site-config.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import type { SiteSettingsRepository } from './site-settings-repository.port.ts';

/** A store's whole site configuration: what follows from the store plus what administrators set. */
export const getSiteConfig =
  (deps: { readonly customers: CustomerRepository; readonly settings: SiteSettingsRepository }) =>
  (customerId: CustomerId | null, store: StoreSlug): ResultAsync<SiteConfig, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-config')
      .andThen(() => deps.settings.overridesOf(store))
      .map((overrides) => siteConfigFor(store, overrides));
