import { errAsync, ResultAsync } from 'neverthrow';
import type { CountryNotShipped, UnsupportedCountry } from '../../domain/checkout/address-step.ts';
import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import { validatePostalCode, type PostalCodeError } from '../../domain/checkout/postal-code.ts';
import { carriersFor } from '../../domain/shipments/carrier-coverage.ts';
import { isCountryCode } from '../../domain/site/country.ts';
import type { Shopper } from '../carts/cart.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { checkoutPolicyFor } from '../../domain/checkout/checkout-policy.ts';
import { locatePostalCode, nearestPickupPoints } from './nearest-pickup-points.ts';
import { shipmentOptions, type ShipmentOptions } from './shipment-options.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type ShipmentOptionsQuery = {
  readonly country: string;
  readonly postalCode: string;
  readonly customerType: CustomerType;
};

/** Field errors of the lookup, named like the address form's, for the storefront to show inline. */
export type InvalidShipmentQuery = {
  readonly type: 'InvalidShipmentQuery';
  readonly fields: {
    readonly country?: UnsupportedCountry | CountryNotShipped;
    readonly postalCode?: PostalCodeError;
  };
};

/** Carriers with their prices, pickup points near the postal code and factory collection, for one delivery country. */
export const listShipmentOptions =
  (deps: Pick<CheckoutDeps, 'shipping' | 'store'>) =>
  (
    shopper: Shopper,
    query: ShipmentOptionsQuery,
  ): ResultAsync<ShipmentOptions, InvalidShipmentQuery | RepositoryFailure> => {
    const policy = checkoutPolicyFor(deps.store, shopper.hasBillingAccount);
    const country = query.country.trim().toUpperCase();
    if (!isCountryCode(country)) {
      return errAsync({ type: 'InvalidShipmentQuery', fields: { country: { type: 'UnsupportedCountry', country } } });
    }
    if (!policy.shippingCountries.includes(country)) {
      return errAsync({ type: 'InvalidShipmentQuery', fields: { country: { type: 'CountryNotShipped', country } } });
    }
    const postalCode = validatePostalCode(query.postalCode, country);
    if (postalCode.isErr()) return errAsync({ type: 'InvalidShipmentQuery', fields: { postalCode: postalCode.error } });
    const pickupCarriers = carriersFor(country, 'PICKPOINT');
    const carrierPoints = pickupCarriers.map((carrier) =>
      deps.shipping.pickupPoints(country, carrier).map((points) => [carrier, points] as const),
    );
    return ResultAsync.combine([
      deps.shipping.rates(country, deps.store.currency),
      ResultAsync.combine(carrierPoints),
    ] as const).map(([rates, byCarrier]) => {
      // Every carrier's points locate the postal code, so a carrier with none there is still measured right.
      const origin = locatePostalCode(
        byCarrier.flatMap(([, points]) => points),
        postalCode.value,
      );
      const points = byCarrier.map(([carrier, all]) => [carrier, nearestPickupPoints(all, origin)] as const);
      return shipmentOptions({
        country,
        postalCode: postalCode.value,
        customerType: query.customerType,
        factoryCountry: policy.factoryCountry,
        currency: deps.store.currency,
        rates,
        pickupPoints: new Map(points),
      });
    });
  };
