import { fieldProblemsOf } from '../../domain/forms/field-problem.ts';
import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import { defaultShippingCountries } from '../../domain/checkout/shipping-countries.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import type { CheckoutRejected } from './checkout-gateway.port.ts';
import type { ShownCheckout } from './shown-checkout.ts';

/** The last step the shopper may stand on: each step needs the ones before it complete. */
export const furthestStep = (checkout: ShownCheckout): CheckoutStep => {
  if (checkout.contact === null) return 1;
  if (checkout.addresses === null) return 2;
  return checkout.shipment === null ? 3 : 4;
};

/** The step the URL asks for, or the furthest one allowed when it asks for more. */
export const shownStep = (checkout: ShownCheckout, requested: number): CheckoutStep => {
  const furthest = furthestStep(checkout);
  return requested >= 1 && requested < furthest ? (requested as CheckoutStep) : furthest;
};

/** What the store's checkout checks typed data against, as the browser knows it. */
export const checkoutRulesOf = (store: StoreSlug) => {
  const country = storeFor(store).country;
  return { storeCountry: country, shippingCountries: defaultShippingCountries(country) as readonly CountryCode[] };
};

/** The core's field errors as the form shows them: one problem per field. */
export const rejectedFields = (errors: Parameters<typeof fieldProblemsOf>[0]) =>
  ({ type: 'CheckoutRejected', fields: fieldProblemsOf(errors) }) satisfies CheckoutRejected;
