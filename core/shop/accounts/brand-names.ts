import { okAsync, type ResultAsync } from 'neverthrow';
import { siteConfigFor } from '../../domain/site/site-config.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import type { SiteSettingsRepository } from './site-settings-repository.port.ts';

/** The name a store goes by now, as its mails sign: never fails, so no mail waits on the settings. */
export type BrandNames = (store: StoreSlug) => ResultAsync<string, never>;

/** The brand name an administrator saved, else the store's own; an unreadable setting leaves the store's own. */
export const brandNamesOf =
  (settings: Pick<SiteSettingsRepository, 'overridesOf'>): BrandNames =>
  (store) =>
    settings
      .overridesOf(store)
      .map((overrides) => siteConfigFor(store, overrides).brandName)
      .orElse(() => okAsync(storeFor(store).brand));
