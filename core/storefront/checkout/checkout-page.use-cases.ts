import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { validateAddressStep, type AddressStepInput } from '../../domain/checkout/address-step.ts';
import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import { validateContactStep, type ContactInput } from '../../domain/checkout/contact-step.ts';
import { validatePaymentStep, type PaymentInput } from '../../domain/checkout/payment-step.ts';
import { validatePostalCode } from '../../domain/checkout/postal-code.ts';
import type { ShipmentInput } from '../../domain/checkout/shipment-step.ts';
import { isCountryCode, type CountryCode } from '../../domain/site/country.ts';
import { announced, type CartChangeNotices } from '../carts/cart-change-notices.port.ts';
import type { ShownCart } from '../carts/shown-cart.ts';
import type { CheckoutChangeError } from './checkout-gateway.port.ts';
import { rejectedFields } from './checkout-rules.ts';
import type { ShownPlacedOrder, ShownCheckout, ShownShipmentOptions } from './shown-checkout.ts';
import { checkoutPolicyFor } from '../../domain/checkout/checkout-policy.ts';
import { storeFor } from '../../domain/site/stores.ts';
import type { CheckoutWriter } from './checkout-gateway.port.ts';
import type { CheckoutReader } from './checkout-gateway.port.ts';

/** The shop takes a step's data only while the checkout stands on it: coming back to a step moves it there first. */
const standOn = (
  gateway: Pick<CheckoutWriter, 'goToStep'>,
  checkout: ShownCheckout,
  step: CheckoutStep,
): ResultAsync<ShownCheckout, CheckoutChangeError> =>
  checkout.step === step ? okAsync(checkout) : gateway.goToStep(step);

const shippingCountry = (checkout: ShownCheckout): CountryCode =>
  (checkout.addresses?.shipping.country ?? '') as CountryCode;

/**
 * The checkout's actions; data the core refuses never reaches the shop, and is refused with the same errors.
 * Placing the order empties the cart, which the visitor's other tabs are told.
 */
export const checkoutUseCases = (
  gateway: CheckoutWriter & Pick<CheckoutReader, 'shipmentOptions'>,
  notices: CartChangeNotices,
) => ({
  submitContact: (checkout: ShownCheckout, cart: ShownCart, input: ContactInput) =>
    validateContactStep(input, checkoutPolicyFor(storeFor(cart.store), false).storeCountry).match(
      () => standOn(gateway, checkout, 1).andThen(() => gateway.submitContact(input)),
      (errors) => errAsync(rejectedFields(errors)),
    ),

  submitAddresses: (checkout: ShownCheckout, cart: ShownCart, input: AddressStepInput) =>
    validateAddressStep(input, checkoutPolicyFor(storeFor(cart.store), false)).match(
      () => standOn(gateway, checkout, 2).andThen(() => gateway.submitAddresses(input)),
      (errors) => errAsync(rejectedFields(errors)),
    ),

  // Which modes and carriers a country has is the shop's to say: the choice comes from its own list.
  submitShipment: (checkout: ShownCheckout, input: ShipmentInput) =>
    standOn(gateway, checkout, 3).andThen(() => gateway.submitShipment(input)),

  searchShipmentOptions: (
    checkout: ShownCheckout,
    postalCode: string,
  ): ResultAsync<ShownShipmentOptions, CheckoutChangeError> => {
    const country = shippingCountry(checkout);
    const contact = checkout.contact;
    if (!isCountryCode(country) || contact === null) {
      return errAsync(rejectedFields({ country: { type: 'Required' } }));
    }
    return validatePostalCode(postalCode, country).match(
      (valid) => gateway.shipmentOptions({ country, postalCode: valid, customerType: contact.customerType }),
      (error) => errAsync(rejectedFields({ postalCode: error })),
    );
  },

  /** The checkout's key goes with the order, so a second click or a retry answers the same order. */
  placeOrder: (
    checkout: ShownCheckout,
    cart: ShownCart,
    input: PaymentInput,
  ): ResultAsync<ShownPlacedOrder, CheckoutChangeError> =>
    validatePaymentStep(
      input,
      checkout.paymentOptions.map((option) => option.method),
      shippingCountry(checkout),
    ).match(
      () =>
        standOn(gateway, checkout, 4).andThen((atPayment) =>
          atPayment.idempotencyKey === null
            ? errAsync(rejectedFields({ method: { type: 'Required' } }))
            : announced(
                notices,
                gateway.placeOrder({
                  paymentMethod: input.method,
                  termsAccepted: input.termsAccepted,
                  expectedTotal: cart.total.amount,
                  idempotencyKey: atPayment.idempotencyKey,
                }),
              ),
        ),
      (errors) => errAsync(rejectedFields(errors)),
    ),
});

export type CheckoutUseCases = ReturnType<typeof checkoutUseCases>;
