import type { CountryCode } from '../site/country.ts';

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
