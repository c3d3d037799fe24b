import { okAsync } from 'neverthrow';
import type { LiveSiteConfig } from '../../core/domain/site/live-site-config.port.ts';
import { siteConfigFor, type SiteConfigOverrides } from '../../core/domain/site/site-config.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';

/** A store's config as the running shop reads it, which a spec saves anew at any moment; counts the reads. */
export const savedSiteConfig = (store: StoreSlug, overrides: SiteConfigOverrides = {}) => {
  let current = siteConfigFor(store, overrides);
  let reads = 0;
  const read: LiveSiteConfig = () => {
    reads += 1;
    return okAsync(current);
  };
  return {
    read,
    save: (next: SiteConfigOverrides) => {
      current = siteConfigFor(store, next);
    },
    reads: () => reads,
  };
};
