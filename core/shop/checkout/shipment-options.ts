import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import type { PostalCode } from '../../domain/checkout/postal-code.ts';
import { shipmentModesFor } from '../../domain/checkout/shipment-offer.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import { zeroMoney, type Money } from '../../domain/pricing/money.ts';
import { carriersFor } from '../../domain/shipments/carrier-coverage.ts';
import type { Carrier } from '../../domain/shipments/carrier.ts';
import { shipmentPlanFor, type DeliveryMethod, type ShipmentMode } from '../../domain/shipments/shipment-mode.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { NearPickupPoint } from './nearest-pickup-points.ts';
import type { ShippingRate } from './shipping-catalogue.port.ts';

export type CarrierOption = {
  readonly carrier: Carrier;
  readonly price: Money;
  readonly minDays: number;
  readonly maxDays: number;
  /** The nearest pickup points for PICKPOINT; empty for delivery to the door. */
  readonly pickupPoints: readonly NearPickupPoint[];
};

/** Factory modes have no carrier and cost nothing; carrier modes list their carriers, cheapest first. */
export type ShipmentModeOption = {
  readonly mode: ShipmentMode;
  readonly deliveryMethod: DeliveryMethod;
  readonly carriers: readonly CarrierOption[];
  readonly price: Money | null;
};

export type ShipmentOptions = {
  readonly country: CountryCode;
  readonly postalCode: PostalCode;
  readonly modes: readonly ShipmentModeOption[];
};

export type ShipmentOptionsInput = {
  readonly country: CountryCode;
  readonly postalCode: PostalCode;
  readonly customerType: CustomerType;
  readonly factoryCountry: CountryCode | null;
  readonly currency: CurrencyCode;
  readonly rates: readonly ShippingRate[];
  /** The nearest pickup points of each carrier that delivers to pickup points in the country. */
  readonly pickupPoints: ReadonlyMap<Carrier, readonly NearPickupPoint[]>;
};

const carrierOptions = (input: ShipmentOptionsInput, mode: 'ADDRESS' | 'PICKPOINT'): readonly CarrierOption[] =>
  carriersFor(input.country, mode)
    .flatMap((carrier): CarrierOption[] => {
      const rate = input.rates.find((r) => r.carrier === carrier && r.deliveryMethod === mode);
      const pickupPoints = mode === 'PICKPOINT' ? (input.pickupPoints.get(carrier) ?? []) : [];
      // A carrier without a price, or a pickup service without a point near, is not a real option.
      if (rate === undefined || (mode === 'PICKPOINT' && pickupPoints.length === 0)) return [];
      return [{ carrier, price: rate.price, minDays: rate.minDays, maxDays: rate.maxDays, pickupPoints }];
    })
    .sort((a, b) => a.price.amount - b.price.amount);

/** The shipment modes the core offers for the country and customer, each with what it costs. */
export const shipmentOptions = (input: ShipmentOptionsInput): ShipmentOptions => ({
  country: input.country,
  postalCode: input.postalCode,
  modes: shipmentModesFor(input.country, input.customerType, input.factoryCountry).flatMap(
    (mode): ShipmentModeOption[] => {
      const plan = shipmentPlanFor(mode);
      if (!plan.needsCarrier) {
        return [{ mode, deliveryMethod: plan.deliveryMethod, carriers: [], price: zeroMoney(input.currency) }];
      }
      const carriers = carrierOptions(input, mode === 'PICKPOINT' ? 'PICKPOINT' : 'ADDRESS');
      return carriers.length === 0 ? [] : [{ mode, deliveryMethod: plan.deliveryMethod, carriers, price: null }];
    },
  ),
});
