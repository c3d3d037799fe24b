import * as t from 'io-ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { BooleanFromString } from './form-fields.codec.ts';
import { PositiveIntFromString } from './primitives.codec.ts';
import { text } from './accounts.codec.ts';
import { wireType } from './wire-object.ts';

/** Which store's config, and where its change log's page starts (below this change's number). */
export const SiteConfigQuery = t.intersection([
  t.type({ store: StoreSlugCodec }),
  t.partial({ before: PositiveIntFromString, ext_session_id: t.string }),
]);

/** The whole config of one store as the back office's form sends it; a blank id switches that integration off. */
export const SiteConfigBody = t.intersection([
  t.type({
    store: StoreSlugCodec,
    currency: text(10),
    lang: text(10),
    brand_name: text(200),
    default_country_a2: text(10),
    prices_with_decimals: BooleanFromString,
    is_login_required_to_access: BooleanFromString,
    analytics_id: text(100),
    push_notifications_id: text(200),
  }),
  t.partial({ ext_session_id: t.string }),
]);

/** The config form's request field names by the core's field names. */
export const SITE_CONFIG_FORM_FIELDS = {
  brandName: 'brand_name',
  defaultCountryA2: 'default_country_a2',
  pricesWithDecimals: 'prices_with_decimals',
  isLoginRequiredToAccess: 'is_login_required_to_access',
  analyticsId: 'analytics_id',
  pushNotificationsId: 'push_notifications_id',
} as const satisfies FormFieldNames;

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A store's site config as the back office shows it. */
const SITE_CONFIG_FIELDS = {
  storeSlug: t.string,
  currency: t.string,
  lang: t.string,
  brandName: t.string,
  defaultCountryA2: t.string,
  pricesWithDecimals: t.boolean,
  isLoginRequiredToAccess: t.boolean,
  analyticsId: Nullable(t.string),
  pushNotificationsId: Nullable(t.string),
};

export const SiteConfigCodec = wireType(SITE_CONFIG_FIELDS, 'SiteConfig');

const SiteConfigChangeCodec = wireType(
  {
    id: t.number,
    field: t.string,
    from: t.string,
    to: t.string,
    administratorId: t.string,
    administratorEmail: Nullable(t.string),
    at: t.string,
  },
  'SiteConfigChange',
);

/** A store's config, the countries its default may be, and one page of its change log, newest first. */
export const SiteConfigViewCodec = wireType(
  {
    config: SiteConfigCodec,
    countryChoices: t.readonlyArray(t.string),
    changes: t.readonlyArray(SiteConfigChangeCodec),
    next: Nullable(t.number),
  },
  'SiteConfigView',
);
