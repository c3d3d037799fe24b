import { okAsync } from 'neverthrow';
import type { Checkout } from '../../core/domain/checkout/checkout.ts';
import type { PickupPointId } from '../../core/domain/checkout/shipment-step.ts';
import type { Carrier } from '../../core/domain/shipments/carrier.ts';
import type { DeliveryMethod } from '../../core/domain/shipments/shipment-mode.ts';
import type { CountryCode } from '../../core/domain/site/country.ts';
import type { CartId } from '../../core/shop/carts/cart.ts';
import type { CheckoutRepository } from '../../core/shop/checkout/checkout-repository.port.ts';
import type { PickupPoint, ShippingCatalogue, ShippingRate } from '../../core/shop/checkout/shipping-catalogue.port.ts';
import { euros } from './carts-mother.ts';

export const inMemoryCheckouts = (initial: ReadonlyMap<string, Checkout> = new Map()) => {
  const kept = new Map(initial);
  const repository: CheckoutRepository = {
    find: (cartId: CartId) => okAsync(kept.get(cartId) ?? null),
    save: (cartId, checkout) => {
      kept.set(cartId, checkout);
      return okAsync(undefined);
    },
  };
  return { repository, kept };
};

export const aRate = (
  carrier: Carrier,
  deliveryMethod: DeliveryMethod,
  amount: number,
  country = 'ES',
): ShippingRate => ({
  country: country as CountryCode,
  carrier,
  deliveryMethod,
  price: euros(amount),
  minDays: 2,
  maxDays: 4,
});

/** Where the support data's postal codes are: two in Madrid, then Barcelona, Valencia and Sevilla. */
const PLACES: { readonly [postalCode: string]: readonly [number, number] } = {
  '28013': [40.42, -3.706],
  '28045': [40.397, -3.695],
  '08001': [41.381, 2.172],
  '46002': [39.47, -0.376],
  '41001': [37.389, -5.984],
};

export const aPickupPoint = (
  id: string,
  carrier: Carrier,
  postalCode: string,
  country = 'ES',
  [latitude, longitude]: readonly [number | null, number | null] = PLACES[postalCode] ?? [null, null],
): PickupPoint => ({
  id: id as PickupPointId,
  carrier,
  country: country as CountryCode,
  postalCode,
  name: `Point ${id}`,
  street: 'Calle Mayor 1',
  city: 'Madrid',
  openingHours: null,
  phone: null,
  latitude,
  longitude,
});

/** The Spanish rates and pickup points most specs need. */
export const SPANISH_RATES: readonly ShippingRate[] = [
  aRate('CORREOS', 'ADDRESS', 495),
  aRate('CORREOS', 'PICKPOINT', 345),
  aRate('UPS', 'ADDRESS', 895),
  aRate('UPS', 'PICKPOINT', 595),
  aRate('MONDIAL_RELAY', 'PICKPOINT', 399),
];

export const SPANISH_POINTS: readonly PickupPoint[] = [
  aPickupPoint('CORREOS-ES-01', 'CORREOS', '28013'),
  aPickupPoint('CORREOS-ES-02', 'CORREOS', '08001'),
  aPickupPoint('UPS-ES-01', 'UPS', '28045'),
];

export const inMemoryShipping = (
  rates: readonly ShippingRate[] = SPANISH_RATES,
  points: readonly PickupPoint[] = SPANISH_POINTS,
): ShippingCatalogue => ({
  rates: (country, currency) => okAsync(rates.filter((r) => r.country === country && r.price.currency === currency)),
  pickupPoints: (country, carrier) => okAsync(points.filter((p) => p.country === country && p.carrier === carrier)),
  pickupPoint: (id) => okAsync(points.find((p) => p.id === id) ?? null),
});
