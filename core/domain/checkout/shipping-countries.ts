import type { CountryCode } from '../site/country.ts';

// Each store ships to its own country and to neighbours that share its language or its market.
const SHIPPING: { readonly [storeCountry: string]: readonly string[] } = {
  ES: ['ES', 'PT'],
  PT: ['PT', 'ES'],
  FR: ['FR', 'BE', 'LU', 'CH'],
  IT: ['IT'],
  PL: ['PL'],
  DK: ['DK', 'SE', 'FI'],
  CZ: ['CZ', 'SK'],
};

/** The countries a store delivers to by default; a store not in the table delivers to its own country only. */
export const defaultShippingCountries = (storeCountry: CountryCode): readonly CountryCode[] =>
  (SHIPPING[storeCountry] ?? [storeCountry]) as readonly CountryCode[];
