import type { CurrencyCode } from '../pricing/currency.ts';
import type { CountryCode } from './country.ts';
import type { Locale } from './locale.ts';
import { storeFor, type StoreSlug } from './stores.ts';

/** The public site configuration (spec 1). */
export type SiteConfig = {
  readonly storeSlug: StoreSlug;
  readonly currency: CurrencyCode;
  readonly lang: Locale;
  readonly brandName: string;
  readonly defaultCountryA2: CountryCode;
  readonly pricesWithDecimals: boolean;
  readonly isLoginRequiredToAccess: boolean;
  /** GA4 measurement id, e.g. 'G-XXXXXXX'; null leaves analytics off. */
  readonly analyticsId: string | null;
  /** Id of the push-notification integration; null leaves it off. */
  readonly pushNotificationsId: string | null;
};

/** The fields an administrator sets; a field never set follows from the store. */
export type SiteConfigOverrides = Partial<Omit<SiteConfig, 'storeSlug'>>;

/** The config's fields in the order the back office shows and records them. */
export const SITE_CONFIG_FIELDS = [
  'currency',
  'lang',
  'brandName',
  'defaultCountryA2',
  'pricesWithDecimals',
  'isLoginRequiredToAccess',
  'analyticsId',
  'pushNotificationsId',
] as const satisfies readonly (keyof SiteConfigOverrides)[];

export type SiteConfigField = (typeof SITE_CONFIG_FIELDS)[number];

export const siteConfigFor = (storeSlug: StoreSlug, overrides: SiteConfigOverrides = {}): SiteConfig => {
  const store = storeFor(storeSlug);
  return {
    storeSlug,
    currency: overrides.currency ?? store.currency,
    lang: overrides.lang ?? store.locale,
    brandName: overrides.brandName ?? store.brand,
    defaultCountryA2: overrides.defaultCountryA2 ?? store.country,
    pricesWithDecimals: overrides.pricesWithDecimals ?? store.pricesWithDecimals,
    isLoginRequiredToAccess: overrides.isLoginRequiredToAccess ?? false,
    analyticsId: overrides.analyticsId ?? null,
    pushNotificationsId: overrides.pushNotificationsId ?? null,
  };
};

/** One field's value as the change log writes it: a switched-off id is ''. */
const written = (value: SiteConfig[SiteConfigField]): string => (value === null ? '' : String(value));

/** One recorded change of one field: who made it and when is added by whoever records it. */
export type SiteConfigFieldChange = { readonly field: SiteConfigField; readonly from: string; readonly to: string };

/** The fields that differ between two configs of one store, in the config's field order. */
export const siteConfigChanges = (before: SiteConfig, after: SiteConfig): readonly SiteConfigFieldChange[] =>
  SITE_CONFIG_FIELDS.flatMap((field) =>
    before[field] === after[field] ? [] : [{ field, from: written(before[field]), to: written(after[field]) }],
  );
