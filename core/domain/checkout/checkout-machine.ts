import { err, ok, type Result } from 'neverthrow';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { validateAddressStep, type Addresses, type AddressStepInput } from './address-step.ts';
import {
  checkoutStepIncomplete,
  checkoutStepNotCurrent,
  invalidAddresses,
  invalidContact,
  invalidShipment,
  type CheckoutStepIncomplete,
  type CheckoutStepNotCurrent,
  type InvalidAddresses,
  type InvalidContact,
  type InvalidShipment,
} from './checkout-errors.ts';
import type { CheckoutPolicy } from './checkout-policy.ts';
import type { CheckoutStep } from './checkout-step.ts';
import { newIdempotencyKey, sameEntry, type Checkout } from './checkout.ts';
import { validateContactStep, type Contact, type ContactInput } from './contact-step.ts';
import { paymentMethodsFor } from './payment-offer.ts';
import type { PaymentChoice } from './payment-step.ts';
import { shipmentModesFor } from './shipment-offer.ts';
import { validateShipmentStep, type ShipmentChoice, type ShipmentInput } from './shipment-step.ts';

/**
 * Back to any earlier step at any time, keeping what was entered; forward to any step whose earlier
 * steps are all complete. Reaching the payment step makes the idempotency key if there is none.
 */
export const goToStep = (
  checkout: Checkout,
  target: CheckoutStep,
  ids: IdGenerator,
): Result<Checkout, CheckoutStepIncomplete> => {
  const { contact, addresses, shipment } = checkout;
  if (target === 1) return ok({ ...checkout, step: 1 });
  if (contact === null) return err(checkoutStepIncomplete(1));
  if (target === 2) return ok({ ...checkout, step: 2, contact });
  if (addresses === null) return err(checkoutStepIncomplete(2));
  if (target === 3) return ok({ ...checkout, step: 3, contact, addresses });
  if (shipment === null) return err(checkoutStepIncomplete(3));
  const idempotencyKey = checkout.idempotencyKey ?? newIdempotencyKey(ids);
  return ok({ ...checkout, step: 4, contact, addresses, shipment, idempotencyKey });
};

type Later = { readonly shipment: ShipmentChoice | null; readonly payment: PaymentChoice | null };

/** Drops a kept shipment or payment choice that the new contact or addresses no longer offer. */
const keepOffered = (contact: Contact, addresses: Addresses | null, later: Later, policy: CheckoutPolicy): Later => {
  if (addresses === null) return later;
  const country = addresses.shipping.country;
  const modes = shipmentModesFor(country, contact.customerType, policy.factoryCountry);
  const methods = paymentMethodsFor(country, contact.customerType, policy.hasBillingAccount);
  return {
    shipment: later.shipment !== null && modes.includes(later.shipment.mode) ? later.shipment : null,
    payment: later.payment !== null && methods.includes(later.payment.method) ? later.payment : null,
  };
};

/** Stores the contact and moves to the address step; a changed customer type may drop later choices. */
export const submitContact = (
  checkout: Checkout,
  input: ContactInput,
  policy: CheckoutPolicy,
): Result<Checkout, CheckoutStepNotCurrent | InvalidContact> => {
  if (checkout.step !== 1) return err(checkoutStepNotCurrent(1, checkout.step));
  return validateContactStep(input, policy.storeCountry)
    .mapErr(invalidContact)
    .map((contact) => ({
      ...checkout,
      ...keepOffered(contact, checkout.addresses, { shipment: checkout.shipment, payment: checkout.payment }, policy),
      step: 2,
      contact,
      idempotencyKey: sameEntry(contact, checkout.contact) ? checkout.idempotencyKey : null,
    }));
};

/**
 * Stores the addresses and moves to the shipment step. A new shipping country drops the shipment
 * choice (carriers and pickup points are per country) and a payment method it does not offer.
 */
export const submitAddresses = (
  checkout: Checkout,
  input: AddressStepInput,
  policy: CheckoutPolicy,
): Result<Checkout, CheckoutStepNotCurrent | InvalidAddresses> => {
  if (checkout.step !== 2) return err(checkoutStepNotCurrent(2, checkout.step));
  return validateAddressStep(input, policy)
    .mapErr(invalidAddresses)
    .map((addresses) => {
      const sameCountry = checkout.addresses?.shipping.country === addresses.shipping.country;
      const later = { shipment: sameCountry ? checkout.shipment : null, payment: checkout.payment };
      return {
        ...checkout,
        ...keepOffered(checkout.contact, addresses, later, policy),
        step: 3,
        addresses,
        idempotencyKey: sameEntry(addresses, checkout.addresses) ? checkout.idempotencyKey : null,
      };
    });
};

/** Stores the shipment choice and moves to the payment step, which holds the idempotency key. */
export const submitShipment = (
  checkout: Checkout,
  input: ShipmentInput,
  policy: CheckoutPolicy,
  ids: IdGenerator,
): Result<Checkout, CheckoutStepNotCurrent | InvalidShipment> => {
  if (checkout.step !== 3) return err(checkoutStepNotCurrent(3, checkout.step));
  const context = {
    country: checkout.addresses.shipping.country,
    customerType: checkout.contact.customerType,
    factoryCountry: policy.factoryCountry,
  };
  return validateShipmentStep(input, context)
    .mapErr(invalidShipment)
    .map((shipment) => {
      const kept = sameEntry(shipment, checkout.shipment) ? checkout.idempotencyKey : null;
      return { ...checkout, step: 4, shipment, idempotencyKey: kept ?? newIdempotencyKey(ids) };
    });
};
