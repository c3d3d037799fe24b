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

/** The deployment-specific part of the config; everything else follows from the store. */
export type SiteConfigOverrides = {
  readonly isLoginRequiredToAccess?: boolean;
  readonly analyticsId?: string | null;
  readonly pushNotificationsId?: string | null;
};

export const siteConfigFor = (storeSlug: StoreSlug, overrides: SiteConfigOverrides = {}): SiteConfig => {
  const store = storeFor(storeSlug);
  return {
    storeSlug,
    currency: store.currency,
    lang: store.locale,
    brandName: store.brand,
    defaultCountryA2: store.country,
    pricesWithDecimals: store.pricesWithDecimals,
    isLoginRequiredToAccess: overrides.isLoginRequiredToAccess ?? false,
    analyticsId: overrides.analyticsId ?? null,
    pushNotificationsId: overrides.pushNotificationsId ?? null,
  };
};
