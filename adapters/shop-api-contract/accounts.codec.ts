import * as t from 'io-ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import { TICKET_STATUSES, type TicketStatus } from '../../core/domain/tickets/ticket-status.ts';
import { ProductCollectionCodec, StoreSlugCodec } from './catalogue.codec.ts';
import { envelope } from './envelope.codec.ts';
import { PositiveIntFromString } from './primitives.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';

/** The accounts area's Shop API paths, relative to the base path; every one needs the auth session. */
export const ACCOUNTS_PATHS = {
  profile: '/accounts/profile',
  savedDesigns: '/accounts/designs',
  savedDesign: '/accounts/designs/:designId',
  orders: '/accounts/orders',
  order: '/accounts/orders/:publicId',
  tickets: '/accounts/tickets',
  invoices: '/accounts/invoices',
  commissions: '/accounts/commissions',
  config: '/accounts/config',
  designsAdmin: '/accounts/designs-admin',
  designAdmin: '/accounts/designs-admin/:designId',
} as const;

const pattern = <A extends string>(name: string, regex: RegExp, expected: string) =>
  new t.Type<A, string, unknown>(
    name,
    (u): u is A => typeof u === 'string' && regex.test(u),
    (u, c) => (typeof u === 'string' && regex.test(u) ? t.success(u as A) : t.failure(u, c, expected)),
    String,
  );

const DesignIdParam = pattern<DesignId>('DesignId', /^[A-Za-z0-9_-]{1,64}$/, 'a design id (letters, digits, _ and -)');
const PublicIdParam = pattern<string>('PublicId', /^[A-Za-z0-9_-]{1,64}$/, 'an order public id');

/** A form field that is text of at most `max` characters (a blank one clears optional fields). */
const text = (max: number) =>
  pattern<string>(`Text${max}`, new RegExp(`^[\\s\\S]{0,${max}}$`), `text of at most ${max} characters`);

const BooleanFromString = new t.Type<boolean, string, unknown>(
  'BooleanFromString',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (u === 'true' ? t.success(true) : u === 'false' ? t.success(false) : t.failure(u, c, "'true' or 'false'")),
  String,
);

const Session = t.partial({ ext_session_id: t.string });

// ---- Requests ----

export const DesignIdParams = t.type({ designId: DesignIdParam });
export const OrderParams = t.type({ publicId: PublicIdParam });

export const ProfileBody = t.intersection([
  t.type({ first_name: text(200), last_name: text(200), phone: text(40), locale: text(10) }),
  Session,
]);

export const StoreQuery = t.intersection([t.type({ store: StoreSlugCodec }), Session]);

export const SiteConfigBody = t.intersection([
  t.type({
    store: StoreSlugCodec,
    is_login_required_to_access: BooleanFromString,
    analytics_id: text(100),
    push_notifications_id: text(200),
  }),
  Session,
]);

export const DesignsAdminQuery = t.intersection([
  t.type({ page: PositiveIntFromString, page_size: PositiveIntFromString }),
  Session,
]);

export const PublishedBody = t.intersection([t.type({ published: BooleanFromString }), Session]);

/** The request field names of the profile and site-settings forms by the core's field names. */
export const PROFILE_FORM_FIELDS = { firstName: 'first_name', lastName: 'last_name' } as const satisfies FormFieldNames;

export const SITE_CONFIG_FORM_FIELDS = {
  analyticsId: 'analytics_id',
  pushNotificationsId: 'push_notifications_id',
} as const satisfies FormFieldNames;

// ---- Responses ----

const Amount = t.type({ amount: t.number, currency: t.string });
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);
const TicketStatusCodec = t.keyof(
  Object.fromEntries(TICKET_STATUSES.map((s) => [s, null])) as Record<TicketStatus, null>,
);

export const ProfileCodec = t.type({
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  phone: Nullable(t.string),
  locale: Nullable(t.string),
  accountType: t.string,
});

export const SavedDesignCodec = t.type({
  id: t.string,
  slug: t.string,
  name: t.string,
  collection: ProductCollectionCodec,
  savedAt: t.string,
});

export const AccountOrderCodec = t.type({
  publicId: t.string,
  store: t.string,
  status: t.number,
  commercialStatus: t.number,
  total: Amount,
  itemCount: t.number,
  createdAt: t.string,
});

export const AccountOrderDetailCodec = t.intersection([
  AccountOrderCodec,
  t.type({
    paymentMethod: t.string,
    subtotal: Amount,
    shipping: Amount,
    discount: Amount,
    promotionCode: Nullable(t.string),
    shipmentCountry: t.string,
    shipmentPostalCode: t.string,
    lines: t.readonlyArray(
      t.type({
        articleId: t.number,
        designId: Nullable(t.string),
        name: t.string,
        quantity: t.number,
        unitPrice: Amount,
      }),
    ),
  }),
]);

export const AccountTicketCodec = t.type({
  publicId: t.string,
  subject: t.string,
  status: TicketStatusCodec,
  contactType: t.string,
  orderPublicId: Nullable(t.string),
  createdAt: t.string,
  updatedAt: t.string,
});

export const AccountInvoiceCodec = t.type({
  number: t.string,
  orderPublicId: t.string,
  total: Amount,
  issuedAt: t.string,
});

export const AccountCommissionCodec = t.type({ orderPublicId: t.string, amount: Amount, createdAt: t.string });

export const SiteConfigCodec = t.type({
  storeSlug: t.string,
  currency: t.string,
  lang: t.string,
  brandName: t.string,
  defaultCountryA2: t.string,
  pricesWithDecimals: t.boolean,
  isLoginRequiredToAccess: t.boolean,
  analyticsId: Nullable(t.string),
  pushNotificationsId: Nullable(t.string),
});

export const AdministeredDesignCodec = t.type({
  id: t.string,
  slug: t.string,
  name: t.string,
  collection: ProductCollectionCodec,
  published: t.boolean,
  ownerId: Nullable(t.string),
  updatedAt: t.string,
});

export const AdministeredDesignPageCodec = t.type({
  designs: t.readonlyArray(AdministeredDesignCodec),
  page: t.number,
  pageSize: t.number,
  total: t.number,
});

export const ProfileResponse = envelope(ProfileCodec);
export const SavedDesignsResponse = envelope(t.readonlyArray(SavedDesignCodec));
export const AccountOrdersResponse = envelope(t.readonlyArray(AccountOrderCodec));
export const AccountOrderResponse = envelope(AccountOrderDetailCodec);
export const AccountTicketsResponse = envelope(t.readonlyArray(AccountTicketCodec));
export const InvoicesResponse = envelope(t.readonlyArray(AccountInvoiceCodec));
export const CommissionsResponse = envelope(t.readonlyArray(AccountCommissionCodec));
export const SiteConfigResponse = envelope(SiteConfigCodec);
export const AdministeredDesignsResponse = envelope(AdministeredDesignPageCodec);
export const AdministeredDesignResponse = envelope(AdministeredDesignCodec);
/** Saving or removing a design answers the saved list as it is now. */
export const SavedDesignChangeResponse = SavedDesignsResponse;
