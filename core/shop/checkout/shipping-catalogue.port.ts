import type { ResultAsync } from 'neverthrow';
import type { PickupPointId } from '../../domain/checkout/shipment-step.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import type { Money } from '../../domain/pricing/money.ts';
import type { Carrier } from '../../domain/shipments/carrier.ts';
import type { DeliveryMethod } from '../../domain/shipments/shipment-mode.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** What one carrier charges to deliver to a country by one method, and how many working days it takes. */
export type ShippingRate = {
  readonly country: CountryCode;
  readonly carrier: Carrier;
  readonly deliveryMethod: DeliveryMethod;
  readonly price: Money;
  readonly minDays: number;
  readonly maxDays: number;
};

export type PickupPoint = {
  readonly id: PickupPointId;
  readonly carrier: Carrier;
  readonly country: CountryCode;
  readonly postalCode: string;
  readonly name: string;
  readonly street: string;
  readonly city: string;
  /** The carrier's weekly hours, e.g. 'Mon–Fri 09:00–20:00, Sat 10:00–14:00' (see opening-hours.ts). */
  readonly openingHours: string | null;
  /** The point's own number in international form ('+34 912 345 678'), null when the carrier gives none. */
  readonly phone: string | null;
  /** Where the point is, in decimal degrees; a point without it cannot be offered by distance. */
  readonly latitude: number | null;
  readonly longitude: number | null;
};

/** Carriers' prices and pickup points. */
export interface ShippingCatalogue {
  /** Every rate for deliveries to `country` priced in `currency`. */
  rates(country: CountryCode, currency: CurrencyCode): ResultAsync<readonly ShippingRate[], RepositoryFailure>;
  /** Every pickup point of `carrier` in `country`. */
  pickupPoints(country: CountryCode, carrier: Carrier): ResultAsync<readonly PickupPoint[], RepositoryFailure>;
  pickupPoint(id: PickupPointId): ResultAsync<PickupPoint | null, RepositoryFailure>;
}
