import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt hash in PHC-like form; null for accounts that sign in by e-mail link only. */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone'),
  /** 'customer', or the administrator type 'foticos'. */
  accountType: text('account_type').notNull().default('customer'),
  restrictions: jsonb('restrictions').$type<string[]>().notNull().default([]),
  invoicingEnabled: boolean('invoicing_enabled').notNull().default(false),
  locale: text('locale'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Sessions signed in before this (a password reset or change) are ended; null ends none. */
  sessionsValidFrom: timestamp('sessions_valid_from', { withTimezone: true }),
  /** 'PERSON' or 'COMPANY'; a company buys under its name and VAT id. */
  customerType: text('customer_type').notNull().default('PERSON'),
  companyName: text('company_name'),
  vatId: text('vat_id'),
  birthDate: date('birth_date', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use, expiring tokens: password reset and e-mail sign-in links. Only a hash is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_email_idx').on(t.email)],
);

/** Signed-out sessions, refused until their token would have expired anyway (then pruned). */
export const authSessionRevocations = pgTable('auth_session_revocations', {
  sessionId: text('session_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Designs a customer saved to their account. */
export const savedDesigns = pgTable(
  'saved_designs',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    designId: text('design_id').notNull(),
    createdAt: createdAt(),
  },
  // One row per customer and design, so saving twice (or two tabs at once) keeps one.
  (t) => [primaryKey({ columns: [t.customerId, t.designId] })],
);

/** Shop-wide settings editable by administrators (accounts/config). */
export const siteSettings = pgTable('site_settings', {
  store: text('store').primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/** Each change of a store's site config: one field, old and new value, who and when; listed newest first. */
export const siteConfigChanges = pgTable(
  'site_config_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    store: text('store').notNull(),
    administratorId: text('administrator_id').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_config_changes_store_idx').on(t.store, t.id.desc())],
);

/** A customer's address book; at most one default billing and one default shipping address each. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    /** Chosen by the browser, so a retried save is the same row. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    line1: text('line1').notNull(),
    line2: text('line2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_addresses_default_billing_idx')
      .on(t.customerId)
      .where(sql`${t.isDefaultBilling}`),
    uniqueIndex('customer_addresses_default_shipping_idx')
      .on(t.customerId)
      .where(sql`${t.isDefaultShipping}`),
  ],
);

/** E-mail changes asked for, each confirmed once by the link mailed to the new address; only a hash is stored. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_customer_idx').on(t.customerId)],
);
