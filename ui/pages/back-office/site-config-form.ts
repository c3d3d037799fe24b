import type { ShownSiteConfigFields } from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { SiteSettingsInput } from '../../../core/domain/site/site-settings-fields.ts';

/** The config form's fields as typed: every value a string, the switches 'true' or 'false'. */
export type SiteConfigFormFields = { readonly [F in keyof SiteSettingsInput]: string };

export const formFieldsOf = (config: ShownSiteConfigFields): SiteConfigFormFields => ({
  currency: config.currency,
  lang: config.lang,
  brandName: config.brandName,
  defaultCountryA2: config.defaultCountryA2,
  pricesWithDecimals: String(config.pricesWithDecimals),
  isLoginRequiredToAccess: String(config.isLoginRequiredToAccess),
  analyticsId: config.analyticsId ?? '',
  pushNotificationsId: config.pushNotificationsId ?? '',
});

export const siteConfigFormOf = (fields: SiteConfigFormFields): SiteSettingsInput => ({
  ...fields,
  pricesWithDecimals: fields.pricesWithDecimals === 'true',
  isLoginRequiredToAccess: fields.isLoginRequiredToAccess === 'true',
});

/** The config page's URL for a store and a page of its log; the first page has no `before`. */
export const configPathOf = (store: string, before: number | null = null): string => {
  const params = new URLSearchParams({ store });
  if (before !== null) params.set('before', String(before));
  return `/accounts/config?${params.toString()}`;
};
