import type { CountryCode } from '../site/country.ts';
import { CARRIERS, type Carrier } from './carrier.ts';

/** The two ways a contracted carrier delivers: to the door or to one of its pickup points. */
export type CarrierService = 'ADDRESS' | 'PICKPOINT';

type Coverage = { readonly [S in CarrierService]: readonly string[] };

const EU_MAINLAND = ['ES', 'PT', 'FR', 'IT', 'DE', 'AT', 'BE', 'NL', 'LU', 'IE', 'DK', 'SE', 'FI', 'PL', 'CZ', 'SK'];

// Which carrier serves which country; kept to the shop's eighteen country sites.
const COVERAGE: { readonly [C in Carrier]: Coverage } = {
  CORREOS: { ADDRESS: ['ES'], PICKPOINT: ['ES'] },
  MONDIAL_RELAY: {
    ADDRESS: ['FR', 'BE', 'LU'],
    PICKPOINT: ['FR', 'BE', 'LU', 'NL', 'ES', 'PT', 'DE', 'AT', 'IT', 'PL'],
  },
  DHL_PARCEL: { ADDRESS: EU_MAINLAND, PICKPOINT: ['DE', 'NL', 'BE', 'PL', 'ES', 'PT', 'CZ'] },
  GLS: { ADDRESS: EU_MAINLAND, PICKPOINT: ['DE', 'AT', 'BE', 'DK', 'NL', 'PL', 'CZ', 'SK', 'FR'] },
  CHRONOEXPRESS: { ADDRESS: ['ES', 'PT'], PICKPOINT: [] },
  UPS: {
    ADDRESS: [...EU_MAINLAND, 'CH', 'GB'],
    PICKPOINT: ['FR', 'DE', 'ES', 'IT', 'PL', 'NL', 'BE', 'GB', 'AT', 'CH'],
  },
};

/** The carriers offering `service` in `country`, in the order of CARRIERS. */
export const carriersFor = (country: CountryCode, service: CarrierService): readonly Carrier[] =>
  CARRIERS.filter((carrier) => COVERAGE[carrier][service].includes(country));

export const carrierServes = (carrier: Carrier, country: CountryCode, service: CarrierService): boolean =>
  COVERAGE[carrier][service].includes(country);
