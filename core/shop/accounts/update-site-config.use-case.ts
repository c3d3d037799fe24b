import type { ResultAsync } from 'neverthrow';
import type { CustomerId } from '../../domain/customers/customer.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { siteConfigFor, type SiteConfig } from '../../domain/site/site-config.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { AccountsError } from './accounts-errors.ts';
import type { CustomerRepository } from './customer-repository.port.ts';
import { openAccountsPage } from './open-accounts-page.ts';
import { checkSiteSettings, type SiteSettingsInput } from './site-settings-fields.ts';
import type { SiteSettingsRepository } from './site-settings-repository.port.ts';

/** Replaces the editable settings of one store and answers its resulting configuration. */
export const updateSiteConfig =
  (deps: {
    readonly customers: CustomerRepository;
    readonly settings: SiteSettingsRepository;
    readonly clock: Clock;
  }) =>
  (customerId: CustomerId | null, store: StoreSlug, input: SiteSettingsInput): ResultAsync<SiteConfig, AccountsError> =>
    openAccountsPage(deps.customers)(customerId, 'accounts-config')
      .andThen(() => checkSiteSettings(input))
      .andThen((overrides) =>
        deps.settings.save(store, overrides, deps.clock.now()).map(() => siteConfigFor(store, overrides)),
      );
