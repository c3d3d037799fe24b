import { and, asc, eq } from 'drizzle-orm';
import type { PickupPointId } from '../../core/domain/checkout/shipment-step.ts';
import type { Cents } from '../../core/domain/pricing/money.ts';
import type { Carrier } from '../../core/domain/shipments/carrier.ts';
import type { DeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { PickupPoint, ShippingCatalogue } from '../../core/shop/checkout/shipping-catalogue.port.ts';
import type { ShopDatabase } from './database.ts';
import { pickupPoints, shippingRates } from './schema/index.ts';
import { attempt } from './transaction.ts';

const toPickupPoint = (row: typeof pickupPoints.$inferSelect): PickupPoint => ({
  id: row.id as PickupPointId,
  carrier: row.carrier as Carrier,
  country: row.country as CountryCode,
  postalCode: row.postalCode,
  name: row.name,
  street: row.street,
  city: row.city,
  openingHours: row.openingHours,
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const postgresShippingCatalogue = (db: ShopDatabase): ShippingCatalogue => ({
  rates: (country, currency) =>
    attempt(
      db
        .select()
        .from(shippingRates)
        .where(and(eq(shippingRates.country, country), eq(shippingRates.currency, currency)))
        .orderBy(asc(shippingRates.carrier), asc(shippingRates.deliveryMethod)),
    ).map((rows) =>
      rows.map((row) => ({
        country,
        carrier: row.carrier as Carrier,
        deliveryMethod: row.deliveryMethod as DeliveryMethod,
        price: { amount: row.amountMinor as Cents, currency },
        minDays: row.minDays,
        maxDays: row.maxDays,
      })),
    ),

  pickupPoints: (country, carrier) =>
    attempt(
      db
        .select()
        .from(pickupPoints)
        .where(and(eq(pickupPoints.country, country), eq(pickupPoints.carrier, carrier)))
        .orderBy(asc(pickupPoints.id)),
    ).map((rows) => rows.map(toPickupPoint)),

  pickupPoint: (id) =>
    attempt(db.select().from(pickupPoints).where(eq(pickupPoints.id, id))).map(([row]) =>
      row === undefined ? null : toPickupPoint(row),
    ),
});
