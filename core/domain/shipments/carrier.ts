export const CARRIERS = ['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'GLS', 'CHRONOEXPRESS', 'UPS'] as const;

export type Carrier = (typeof CARRIERS)[number];

export const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);
