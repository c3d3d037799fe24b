export const CARRIERS = ['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'GLS', 'CHRONOEXPRESS', 'UPS'] as const;

export type Carrier = (typeof CARRIERS)[number];

export const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

/** Carriers by the names shoppers know them by: brand names, never translated. */
export const CARRIER_NAMES: { readonly [C in Carrier]: string } = {
  CORREOS: 'Correos',
  MONDIAL_RELAY: 'Mondial Relay',
  DHL_PARCEL: 'DHL Parcel',
  GLS: 'GLS',
  CHRONOEXPRESS: 'Chronoexpress',
  UPS: 'UPS',
};
