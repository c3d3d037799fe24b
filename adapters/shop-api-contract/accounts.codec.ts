import { documented } from './json-schema.ts';
import { DATE_FILTERS, isDateFilter, type DateFilter } from '../../core/domain/shared/date-filter.ts';
import * as t from 'io-ts';
import type { DesignId } from '../../core/domain/catalogue/design.ts';
import { ProductCollectionCodec } from './catalogue.codec.ts';
import type { FormFieldNames } from './form-field-names.ts';
import { TicketStatusCodec } from './tickets.codec.ts';
import { wireType } from './wire-object.ts';

/** The accounts area's Shop API paths, relative to the base path; every one needs the auth session. */
export const ACCOUNTS_PATHS = {
  profile: '/accounts/profile',
  /** PUT changes the password (the current one given); every session ends. */
  password: '/accounts/password',
  /** GET: everything the shop holds about the customer, as a JSON download. */
  dataExport: '/accounts/data-export',
  /** DELETE (the password given): the account is erased, its orders kept anonymised. */
  account: '/accounts/account',
  savedDesigns: '/accounts/designs',
  savedDesign: '/accounts/designs/:designId',
  orders: '/accounts/orders',
  order: '/accounts/orders/:publicId',
  tickets: '/accounts/tickets',
} as const;

export const pattern = <A extends string>(name: string, regex: RegExp, expected: string) =>
  documented(
    new t.Type<A, string, unknown>(
      name,
      (u): u is A => typeof u === 'string' && regex.test(u),
      (u, c) => (typeof u === 'string' && regex.test(u) ? t.success(u as A) : t.failure(u, c, expected)),
      String,
    ),
    { type: 'string', pattern: regex.source },
  );

const DesignIdParam = pattern<DesignId>('DesignId', /^[A-Za-z0-9_-]{1,64}$/, 'a design id (letters, digits, _ and -)');
const PublicIdParam = pattern<string>('PublicId', /^[A-Za-z0-9_-]{1,64}$/, 'an order public id');

/** A form field that is text of at most `max` characters (a blank one clears optional fields). */
export const text = (max: number) =>
  pattern<string>(`Text${max}`, new RegExp(`^[\\s\\S]{0,${max}}$`), `text of at most ${max} characters`);

export const BooleanFromString = documented(
  new t.Type<boolean, string, unknown>(
    'BooleanFromString',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) =>
      u === 'true' ? t.success(true) : u === 'false' ? t.success(false) : t.failure(u, c, "'true' or 'false'"),
    String,
  ),
  { type: 'string', enum: ['true', 'false'] },
);

const Session = t.partial({ ext_session_id: t.string });

// ---- Requests ----

export const DesignIdParams = t.type({ designId: DesignIdParam });
export const OrderParams = t.type({ publicId: PublicIdParam });

export const ProfileBody = t.intersection([
  t.type({
    first_name: text(200),
    last_name: text(200),
    phone: text(40),
    locale: text(10),
    customer_type: text(10),
    company_name: text(200),
    vat_id: text(40),
    birth_date: text(20),
  }),
  Session,
]);

export const PasswordChangeBody = t.intersection([
  t.type({ current_password: text(1000), new_password: text(1000) }),
  Session,
]);

export const AccountDeletionBody = t.intersection([t.type({ password: text(1000) }), Session]);
const DateFilterCodec = documented(
  new t.Type<DateFilter, string, unknown>(
    'DateFilter',
    (u): u is DateFilter => typeof u === 'string' && isDateFilter(u),
    (u, c) =>
      typeof u === 'string' && isDateFilter(u) ? t.success(u) : t.failure(u, c, `one of ${DATE_FILTERS.join(', ')}`),
    String,
  ),
  { type: 'string', enum: [...DATE_FILTERS] },
);

/** `date_filter` of spec 3; without it, every order. */
export const AccountOrdersQuery = t.intersection([t.partial({ date_filter: DateFilterCodec }), Session]);

/** The request field names of the profile and site-settings forms by the core's field names. */
export const PROFILE_FORM_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  customerType: 'customer_type',
  companyName: 'company_name',
  vatId: 'vat_id',
  birthDate: 'birth_date',
} as const satisfies FormFieldNames;

export const PASSWORD_CHANGE_FORM_FIELDS = {
  currentPassword: 'current_password',
  newPassword: 'new_password',
} as const satisfies FormFieldNames;

export const ACCOUNT_DELETION_FORM_FIELDS = { password: 'password' } as const satisfies FormFieldNames;

// ---- Responses ----

const Amount = wireType({ amount: t.number, currency: t.string }, 'Amount');
const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** The profile's fields as the customer edits them: its answer adds the account type, its page the export link. */
export const profileProps = {
  email: t.string,
  firstName: t.string,
  lastName: t.string,
  phone: Nullable(t.string),
  locale: Nullable(t.string),
  customerType: t.keyof({ PERSON: null, COMPANY: null }),
  companyName: Nullable(t.string),
  vatId: Nullable(t.string),
  birthDate: Nullable(t.string),
};

export const ProfileCodec = wireType({ ...profileProps, accountType: t.string }, 'Profile');

export const SavedDesignCodec = wireType(
  { id: t.string, slug: t.string, name: t.string, collection: ProductCollectionCodec, savedAt: t.string },
  'SavedDesign',
);

const accountOrderProps = {
  publicId: t.string,
  store: t.string,
  status: t.number,
  commercialStatus: t.number,
  total: Amount,
  itemCount: t.number,
  createdAt: t.string,
};

export const AccountOrderCodec = wireType(accountOrderProps, 'AccountOrder');

export const AccountOrderDetailCodec = wireType(
  {
    ...accountOrderProps,
    paymentMethod: t.string,
    subtotal: Amount,
    shipping: Amount,
    discount: Amount,
    promotionCode: Nullable(t.string),
    shipmentCountry: t.string,
    shipmentPostalCode: t.string,
    lines: t.readonlyArray(
      wireType(
        { articleId: t.number, designId: Nullable(t.string), name: t.string, quantity: t.number, unitPrice: Amount },
        'AccountOrderLine',
      ),
    ),
  },
  'AccountOrderDetail',
);

/** A ticket as the accounts area lists it; the data export adds its messages. */
export const accountTicketProps = {
  publicId: t.string,
  subject: t.string,
  status: TicketStatusCodec,
  contactType: t.string,
  orderPublicId: Nullable(t.string),
  createdAt: t.string,
  updatedAt: t.string,
};

export const AccountTicketCodec = wireType(accountTicketProps, 'AccountTicket');
