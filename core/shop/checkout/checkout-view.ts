import { err, ok, type Result } from 'neverthrow';
import { checkoutStepIncomplete, type CheckoutStepIncomplete } from '../../domain/checkout/checkout-errors.ts';
import type { CheckoutPolicy } from '../../domain/checkout/checkout-policy.ts';
import type { Checkout } from '../../domain/checkout/checkout.ts';
import type { CountryCode } from '../../domain/site/country.ts';
import type { CartId } from '../carts/cart.ts';
import { paymentOptionsFor, type PaymentOption } from './payment-options.ts';

/** The checkout as the storefront shows it, with the payment methods its country and customer type allow. */
export type CheckoutView = Checkout & {
  readonly cartId: CartId | null;
  readonly paymentOptions: readonly PaymentOption[];
  /** The country the address step starts from: the store's default country as its config reads now. */
  readonly defaultCountry: CountryCode;
};

export const checkoutView = (
  cartId: CartId | null,
  checkout: Checkout,
  policy: CheckoutPolicy,
  defaultCountry: CountryCode = policy.storeCountry,
): CheckoutView => ({
  ...checkout,
  cartId,
  defaultCountry,
  paymentOptions:
    checkout.contact === null || checkout.addresses === null
      ? []
      : paymentOptionsFor(checkout.addresses.shipping.country, checkout.contact.customerType, policy.hasBillingAccount),
});

export type CheckoutAtPayment = Extract<Checkout, { readonly step: 4 }>;

/** A checkout standing at the payment step, or the step that still needs finishing. */
export const requirePaymentStep = (checkout: Checkout): Result<CheckoutAtPayment, CheckoutStepIncomplete> =>
  checkout.step === 4 ? ok(checkout) : err(checkoutStepIncomplete(checkout.step));
