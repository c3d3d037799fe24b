import { and, desc, eq, lt } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isCurrencyCode } from '../../core/domain/pricing/currency.ts';
import { isCountryCode } from '../../core/domain/site/country.ts';
import { isLocale } from '../../core/domain/site/locale.ts';
import {
  SITE_CONFIG_FIELDS,
  type SiteConfigField,
  type SiteConfigOverrides,
} from '../../core/domain/site/site-config.ts';
import type { SiteSettingsRepository } from '../../core/shop/accounts/site-settings-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { customers, siteConfigChanges, siteSettings } from './schema/index.ts';
import type { RepositoryFailure } from '../../core/shop/repository-failure.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const optionalId = (value: unknown): string | null | undefined =>
  typeof value === 'string' || value === null ? value : undefined;

const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

const only = <T>(value: T | undefined, accepted: (value: T) => boolean) =>
  value !== undefined && accepted(value) ? value : undefined;

/** Reads only the keys it knows with the types it expects, so a hand-edited row cannot break the shop's pages. */
const toOverrides = (settings: Record<string, unknown>): SiteConfigOverrides => {
  const read: { [F in SiteConfigField]: SiteConfigOverrides[F] | undefined } = {
    currency: only(text(settings.currency), isCurrencyCode) as SiteConfigOverrides['currency'],
    lang: only(text(settings.lang), isLocale) as SiteConfigOverrides['lang'],
    brandName: only(text(settings.brandName), (name) => name.trim() !== ''),
    defaultCountryA2: only(text(settings.defaultCountryA2), isCountryCode) as SiteConfigOverrides['defaultCountryA2'],
    pricesWithDecimals: flag(settings.pricesWithDecimals),
    isLoginRequiredToAccess: flag(settings.isLoginRequiredToAccess),
    analyticsId: optionalId(settings.analyticsId),
    pushNotificationsId: optionalId(settings.pushNotificationsId),
  };
  return Object.fromEntries(
    SITE_CONFIG_FIELDS.flatMap((field) => (read[field] === undefined ? [] : [[field, read[field]]])),
  ) as SiteConfigOverrides;
};

const isConfigField = (field: string): field is SiteConfigField =>
  (SITE_CONFIG_FIELDS as readonly string[]).includes(field);

export const postgresSiteSettingsRepository = (db: ShopDatabase): SiteSettingsRepository => ({
  overridesOf: (store) =>
    ResultAsync.fromPromise(
      db.select({ settings: siteSettings.settings }).from(siteSettings).where(eq(siteSettings.store, store)),
      failure,
    ).map(([row]) => (row === undefined ? {} : toOverrides(row.settings))),

  save: (store, settings, changes, at) =>
    ResultAsync.fromPromise(
      db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ store, settings, updatedAt: new Date(at) })
          .onConflictDoUpdate({ target: siteSettings.store, set: { settings, updatedAt: new Date(at) } });
        if (changes.length > 0) {
          await tx.insert(siteConfigChanges).values(
            changes.map((change) => ({
              store,
              administratorId: change.administratorId,
              field: change.field,
              oldValue: change.from,
              newValue: change.to,
              at: new Date(change.at),
            })),
          );
        }
      }),
      failure,
    ),

  changes: (store, { before, limit }) =>
    ResultAsync.fromPromise(
      db
        .select({
          id: siteConfigChanges.id,
          administratorId: siteConfigChanges.administratorId,
          administratorEmail: customers.email,
          field: siteConfigChanges.field,
          from: siteConfigChanges.oldValue,
          to: siteConfigChanges.newValue,
          at: siteConfigChanges.at,
        })
        .from(siteConfigChanges)
        .leftJoin(customers, eq(customers.id, siteConfigChanges.administratorId))
        .where(
          and(eq(siteConfigChanges.store, store), before === undefined ? undefined : lt(siteConfigChanges.id, before)),
        )
        .orderBy(desc(siteConfigChanges.id))
        .limit(limit + 1),
      failure,
    ).map((rows) => {
      const shown = rows
        .slice(0, limit)
        .flatMap((row) => (isConfigField(row.field) ? [{ ...row, field: row.field, at: row.at.getTime() }] : []));
      const last = rows[limit - 1];
      return { changes: shown, next: rows.length > limit && last !== undefined ? last.id : null };
    }),
});
