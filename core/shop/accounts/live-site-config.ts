import { okAsync } from 'neverthrow';
import type { LiveSiteConfig } from '../../domain/site/live-site-config.port.ts';
import { siteConfigFor } from '../../domain/site/site-config.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { SiteSettingsRepository } from './site-settings-repository.port.ts';

/** The store's own config under what an administrator saved; an unreadable setting leaves the store's own values. */
export const liveSiteConfigOf =
  (settings: Pick<SiteSettingsRepository, 'overridesOf'>, store: StoreSlug): LiveSiteConfig =>
  () =>
    settings
      .overridesOf(store)
      .map((overrides) => siteConfigFor(store, overrides))
      .orElse(() => okAsync(siteConfigFor(store)));
