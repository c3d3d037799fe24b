import { ResultAsync, type Result } from 'neverthrow';
import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { SiteConfigOverrides } from '../../core/domain/site/site-config.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { SiteSettingsRepository } from '../../core/shop/accounts/site-settings-repository.port.ts';

type Entry = {
  readonly expires: number;
  readonly overrides: Promise<Result<SiteConfigOverrides, RepositoryFailure>>;
};

/**
 * Every page reads its store's settings and administrators rarely change them: each store's answer is kept for
 * `ttlMs`, and saving drops it, so this instance shows a change at once and others within the TTL.
 */
export const cachedSiteSettings = (
  settings: SiteSettingsRepository,
  { clock, ttlMs }: { readonly clock: Clock; readonly ttlMs: number },
): SiteSettingsRepository => {
  const entries = new Map<StoreSlug, Entry>();
  return {
    overridesOf: (store) => {
      const kept = entries.get(store);
      if (kept && kept.expires > clock.now()) return new ResultAsync(kept.overrides);
      const entry: Entry = {
        expires: clock.now() + ttlMs,
        overrides: Promise.resolve(settings.overridesOf(store)).then((outcome) => {
          if (outcome.isErr() && entries.get(store) === entry) entries.delete(store);
          return outcome;
        }),
      };
      entries.set(store, entry);
      return new ResultAsync(entry.overrides);
    },
    save: (store, overrides, at) => {
      entries.delete(store);
      return settings.save(store, overrides, at).map(() => void entries.delete(store));
    },
  };
};
