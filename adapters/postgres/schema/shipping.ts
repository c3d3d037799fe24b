import { index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';

/** Collection points where a parcel can be picked up, per carrier. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: text('id').primaryKey(),
    carrier: text('carrier').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    openingHours: text('opening_hours'),
    /** The point's phone in international form, as the carrier lists it. */
    phone: text('phone'),
  },
  (t) => [index('pickup_points_country_postal_idx').on(t.country, t.postalCode)],
);

/** The price of shipping to a country with a carrier and delivery method. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    country: text('country').notNull(),
    carrier: text('carrier').notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** Working days from dispatch to delivery, for the shipment options' promise. */
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.carrier, t.deliveryMethod] })],
);
