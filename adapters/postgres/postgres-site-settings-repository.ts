import { eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { SiteConfigOverrides } from '../../core/domain/site/site-config.ts';
import type { SiteSettingsRepository } from '../../core/shop/accounts/site-settings-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { siteSettings } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const optionalId = (value: unknown): string | null | undefined =>
  typeof value === 'string' || value === null ? value : undefined;

/** Reads only the keys it knows with the types it expects, so a hand-edited row cannot break the config page. */
const toOverrides = (settings: Record<string, unknown>): SiteConfigOverrides => {
  const login = settings.isLoginRequiredToAccess;
  const analyticsId = optionalId(settings.analyticsId);
  const pushNotificationsId = optionalId(settings.pushNotificationsId);
  return {
    ...(typeof login === 'boolean' ? { isLoginRequiredToAccess: login } : {}),
    ...(analyticsId !== undefined ? { analyticsId } : {}),
    ...(pushNotificationsId !== undefined ? { pushNotificationsId } : {}),
  };
};

export const postgresSiteSettingsRepository = (db: ShopDatabase): SiteSettingsRepository => ({
  overridesOf: (store) =>
    ResultAsync.fromPromise(
      db.select({ settings: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.store, store)),
      failure,
    ).map(([row]) => (row === undefined ? {} : toOverrides(row.settings))),

  save: (store, overrides, at) =>
    ResultAsync.fromPromise(
      db
        .insert(siteSettings)
        .values({ store, settings: overrides, updatedAt: new Date(at) })
        .onConflictDoUpdate({ target: siteSettings.store, set: { settings: overrides, updatedAt: new Date(at) } }),
      failure,
    ).map(() => undefined),
});
