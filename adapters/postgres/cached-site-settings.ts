import type { Clock } from '../../core/domain/shared/clock.port.ts';
import { STORE_SLUGS } from '../../core/domain/site/stores.ts';
import type { SiteSettingsRepository } from '../../core/shop/accounts/site-settings-repository.port.ts';
import type { ChangeNotices } from '../../core/shop/change-notices.port.ts';
import { announced } from '../../core/shop/change-notices.ts';
import { readCache } from './cached-catalogue.ts';

/**
 * Every page reads its store's settings and administrators rarely change them: each store's answer is kept until a
 * site-settings notice (saving announces one, which this instance hears at once and the others within a second), or
 * at the latest to the end of its `ttlMs` window, a safety net for a lost notice.
 */
export const cachedSiteSettings = (
  settings: SiteSettingsRepository,
  { clock, ttlMs }: { readonly clock: Clock; readonly ttlMs: number },
  notices: ChangeNotices,
): SiteSettingsRepository => {
  const cached = readCache({ clock, ttlMs, maxEntries: STORE_SLUGS.length });
  notices.subscribe((notice) => {
    if (notice === 'site-settings') cached.forgetAll();
  });
  return {
    overridesOf: cached('overridesOf', settings.overridesOf),
    save: (store, overrides, changes, at) =>
      announced(notices, 'site-settings', settings.save(store, overrides, changes, at)),
    changes: settings.changes,
  };
};
