import { err, ok, Result } from 'neverthrow';
import { defaultShippingCountries } from '../checkout/shipping-countries.ts';
import type { SiteConfig } from './site-config.ts';
import { storeFor, type StoreSlug } from './stores.ts';
import { textLength, type FieldProblem, type InvalidFields } from '../forms/field-problem.ts';

/** The config form as typed: a blank id switches that integration off. */
export type SiteSettingsInput = {
  readonly currency: string;
  readonly lang: string;
  readonly brandName: string;
  readonly defaultCountryA2: string;
  readonly pricesWithDecimals: boolean;
  readonly isLoginRequiredToAccess: boolean;
  readonly analyticsId: string;
  readonly pushNotificationsId: string;
};

/** Every field of a store's config as the administrator set it. */
export type CheckedSiteSettings = Omit<SiteConfig, 'storeSlug'>;

/** A brand name fits the header beside the logo. */
export const BRAND_NAME_MAX = 40;

// A GA4 measurement id; the push integration's id is an opaque token of the provider.
const ANALYTICS_ID = /^G-[A-Z0-9]{4,20}$/;
const PUSH_ID = /^[A-Za-z0-9_-]{1,100}$/;
// Control characters would reach page titles and mail subjects.
const CONTROL = /\p{Cc}/u;

type Checked<T> = Result<T, FieldProblem>;

const optionalId = (field: string, value: string, pattern: RegExp): Checked<string | null> => {
  const trimmed = value.trim();
  if (trimmed === '') return ok(null);
  return pattern.test(trimmed) ? ok(trimmed) : err({ field, problem: 'Invalid' });
};

const brandNameOf = (value: string): Checked<string> => {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return err({ field: 'brandName', problem: 'Required' });
  if (CONTROL.test(trimmed)) return err({ field: 'brandName', problem: 'Invalid' });
  return textLength(trimmed) > BRAND_NAME_MAX
    ? err({ field: 'brandName', problem: 'TooLong', max: BRAND_NAME_MAX })
    : ok(trimmed);
};

/**
 * The store's currency and language are what its price list and its pages are built on: changing them is a
 * migration, not a form, so any other value is refused as fixed.
 */
const fixed = <T extends string>(field: string, value: string, only: T): Checked<T> =>
  value.trim() === only ? ok(only) : err({ field, problem: 'Fixed' });

/** The default country is one the store delivers to, so the checkout's first guess is always a valid one. */
const defaultCountryOf = (store: StoreSlug, value: string): Checked<SiteConfig['defaultCountryA2']> => {
  const wanted = value.trim().toUpperCase();
  const found = defaultShippingCountries(storeFor(store).country).find((country) => country === wanted);
  return found === undefined ? err({ field: 'defaultCountryA2', problem: 'NotDelivered' }) : ok(found);
};

/** Every field of one store's config, checked at once: all the problems, or the whole config to keep. */
export const checkSiteSettings = (
  store: StoreSlug,
  input: SiteSettingsInput,
): Result<CheckedSiteSettings, InvalidFields> => {
  const own = storeFor(store);
  const currency = fixed('currency', input.currency, own.currency);
  const lang = fixed('lang', input.lang, own.locale);
  const brandName = brandNameOf(input.brandName);
  const defaultCountryA2 = defaultCountryOf(store, input.defaultCountryA2);
  const analyticsId = optionalId('analyticsId', input.analyticsId, ANALYTICS_ID);
  const pushNotificationsId = optionalId('pushNotificationsId', input.pushNotificationsId, PUSH_ID);
  return Result.combineWithAllErrors([currency, lang, brandName, defaultCountryA2, analyticsId, pushNotificationsId])
    .map(([currency, lang, brandName, defaultCountryA2, analyticsId, pushNotificationsId]) => ({
      currency,
      lang,
      brandName,
      defaultCountryA2,
      pricesWithDecimals: input.pricesWithDecimals,
      isLoginRequiredToAccess: input.isLoginRequiredToAccess,
      analyticsId,
      pushNotificationsId,
    }))
    .mapErr((problems): InvalidFields => ({ type: 'InvalidFields', problems }));
};

/** The countries the default may be chosen from, for the form's list. */
export const defaultCountryChoices = (store: StoreSlug): readonly string[] =>
  defaultShippingCountries(storeFor(store).country);
