import type { Clock } from '../../core/domain/shared/clock.port.ts';
import { STORE_SLUGS } from '../../core/domain/site/stores.ts';
import type { SiteSettingsRepository } from '../../core/shop/accounts/site-settings-repository.port.ts';
import { readCache } from './cached-catalogue.ts';

/**
 * Every page reads its store's settings and administrators rarely change them: each store's answer is kept for
 * `ttlMs`, and saving drops it, so this instance shows a change at once and others within the TTL.
 */
export const cachedSiteSettings = (
  settings: SiteSettingsRepository,
  { clock, ttlMs }: { readonly clock: Clock; readonly ttlMs: number },
): SiteSettingsRepository => {
  const cached = readCache({ clock, ttlMs, maxEntries: STORE_SLUGS.length });
  return {
    overridesOf: cached('overridesOf', settings.overridesOf),
    save: (store, overrides, changes, at) => {
      cached.forget('overridesOf', store);
      return settings.save(store, overrides, changes, at).map(() => cached.forget('overridesOf', store));
    },
    changes: settings.changes,
  };
};
