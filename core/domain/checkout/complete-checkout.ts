import { err, type Result } from 'neverthrow';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { Address } from './address-step.ts';
import {
  checkoutStepNotCurrent,
  invalidPayment,
  type CheckoutStepNotCurrent,
  type InvalidPayment,
} from './checkout-errors.ts';
import type { CheckoutPolicy } from './checkout-policy.ts';
import { newIdempotencyKey, sameEntry, type Checkout, type IdempotencyKey } from './checkout.ts';
import type { Contact } from './contact-step.ts';
import { paymentMethodsFor } from './payment-offer.ts';
import { validatePaymentStep, type PaymentChoice, type PaymentInput } from './payment-step.ts';
import type { ShipmentChoice } from './shipment-step.ts';

/** The one command a completed checkout yields; the shop service places the cart's order from it. */
export type PlaceOrderCommand = {
  readonly type: 'PlaceOrder';
  readonly idempotencyKey: IdempotencyKey;
  readonly contact: Contact;
  readonly billingAddress: Address;
  readonly shippingAddress: Address;
  readonly shipment: ShipmentChoice;
  readonly payment: PaymentChoice;
};

export type CompletedCheckout = { readonly checkout: Checkout; readonly command: PlaceOrderCommand };

/**
 * Completes the payment step and yields the place-order command. Completing again with the same
 * choice yields the same key, so a retried or doubled submit places one order; choosing another
 * method after a first attempt is another order, so it gets a new key.
 */
export const completeCheckout = (
  checkout: Checkout,
  input: PaymentInput,
  policy: CheckoutPolicy,
  ids: IdGenerator,
): Result<CompletedCheckout, CheckoutStepNotCurrent | InvalidPayment> => {
  if (checkout.step !== 4) return err(checkoutStepNotCurrent(4, checkout.step));
  const { contact, addresses, shipment } = checkout;
  const country = addresses.shipping.country;
  const offered = paymentMethodsFor(country, contact.customerType, policy.hasBillingAccount);
  return validatePaymentStep(input, offered, country)
    .mapErr(invalidPayment)
    .map((payment) => {
      const unchanged = checkout.payment === null || sameEntry(payment, checkout.payment);
      const idempotencyKey = unchanged ? checkout.idempotencyKey : newIdempotencyKey(ids);
      return {
        checkout: { ...checkout, payment, idempotencyKey },
        command: {
          type: 'PlaceOrder',
          idempotencyKey,
          contact,
          billingAddress: addresses.billing,
          shippingAddress: addresses.shipping,
          shipment,
          payment,
        },
      };
    });
};
