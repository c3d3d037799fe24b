import { carriersFor } from '../shipments/carrier-coverage.ts';
import type { ShipmentMode } from '../shipments/shipment-mode.ts';
import type { CountryCode } from '../site/country.ts';
import type { CustomerType } from './customer-type.ts';

/**
 * The shipment modes offered for a delivery `country`: ADDRESS and PICKPOINT where some carrier serves
 * it, MANAGED (collection at the factory counter) only in the factory's country, and CUSTOMER (the
 * company's own courier collects at the factory) to companies when the store has a factory.
 */
export const shipmentModesFor = (
  country: CountryCode,
  customerType: CustomerType,
  factoryCountry: CountryCode | null,
): readonly ShipmentMode[] => [
  ...(carriersFor(country, 'ADDRESS').length > 0 ? (['ADDRESS'] as const) : []),
  ...(carriersFor(country, 'PICKPOINT').length > 0 ? (['PICKPOINT'] as const) : []),
  ...(factoryCountry === country ? (['MANAGED'] as const) : []),
  ...(factoryCountry !== null && customerType === 'COMPANY' ? (['CUSTOMER'] as const) : []),
];
