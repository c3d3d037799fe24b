import type { CheckoutPolicy } from '../../domain/checkout/checkout-policy.ts';
import { defaultShippingCountries } from '../../domain/checkout/shipping-countries.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { Store } from '../../domain/site/stores.ts';

/** The factory is in Spain: only stores selling from the Iberian market offer collection there. */
export const FACTORY_COUNTRY = 'ES' as CountryCode;

const FACTORY_MARKETS: readonly string[] = ['ES', 'PT'];

export const checkoutPolicyFor = (store: Store, hasBillingAccount: boolean): CheckoutPolicy => ({
  storeCountry: store.country,
  shippingCountries: defaultShippingCountries(store.country),
  factoryCountry: FACTORY_MARKETS.includes(store.country) ? FACTORY_COUNTRY : null,
  hasBillingAccount,
});
