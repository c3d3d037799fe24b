import type { ShipmentChoice } from '../../domain/checkout/shipment-step.ts';
import type { CurrencyCode } from '../../domain/pricing/currency.ts';
import { zeroMoney, type Money } from '../../domain/pricing/money.ts';
import type { ShippingRate } from './shipping-catalogue.port.ts';

/** Collection at the factory is free; a carrier's shipment costs its rate, or null when the carrier has none. */
export const shippingCostOf = (
  shipment: ShipmentChoice,
  rates: readonly ShippingRate[],
  currency: CurrencyCode,
): Money | null => {
  if (shipment.carrier === null) return zeroMoney(currency);
  const rate = rates.find((r) => r.carrier === shipment.carrier && r.deliveryMethod === shipment.deliveryMethod);
  return rate?.price ?? null;
};
