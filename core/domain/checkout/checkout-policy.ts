import type { CountryCode } from '../site/country.ts';
import type { Store } from '../site/stores.ts';
import { defaultShippingCountries } from './shipping-countries.ts';

/** The store's and the customer's standing facts the checkout is checked against. */
export type CheckoutPolicy = {
  /** Reads national phone numbers and VAT numbers typed without a prefix. */
  readonly storeCountry: CountryCode;
  /** The only countries a shipping address may be in. */
  readonly shippingCountries: readonly CountryCode[];
  /** Where orders can be collected at the factory; null when the store offers no collection. */
  readonly factoryCountry: CountryCode | null;
  /** The signed-in company may pay on its billing account. */
  readonly hasBillingAccount: boolean;
};

/** The factory is in Spain: only stores selling from the Iberian market offer collection there. */
export const FACTORY_COUNTRY = 'ES' as CountryCode;

const FACTORY_MARKETS: readonly string[] = ['ES', 'PT'];

/** What a store's checkout checks against; a signed-in company may hold a billing account. */
export const checkoutPolicyFor = (store: Store, hasBillingAccount: boolean): CheckoutPolicy => ({
  storeCountry: store.country,
  shippingCountries: defaultShippingCountries(store.country),
  factoryCountry: FACTORY_MARKETS.includes(store.country) ? FACTORY_COUNTRY : null,
  hasBillingAccount,
});
