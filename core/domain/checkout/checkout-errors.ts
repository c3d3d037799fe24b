import type { AddressStepErrors } from './address-step.ts';
import type { CheckoutStep } from './checkout-step.ts';
import type { ContactErrors } from './contact-step.ts';
import type { PaymentErrors } from './payment-step.ts';
import type { ShipmentErrors } from './shipment-step.ts';

/** Going forward past `step`, which is not complete yet. */
export type CheckoutStepIncomplete = { readonly type: 'CheckoutStepIncomplete'; readonly step: CheckoutStep };

/** Data sent for `step` while the checkout stands at `current`. */
export type CheckoutStepNotCurrent = {
  readonly type: 'CheckoutStepNotCurrent';
  readonly step: CheckoutStep;
  readonly current: CheckoutStep;
};

export type InvalidContact = { readonly type: 'InvalidContact'; readonly fields: ContactErrors };
export type InvalidAddresses = { readonly type: 'InvalidAddresses'; readonly fields: AddressStepErrors };
export type InvalidShipment = { readonly type: 'InvalidShipment'; readonly fields: ShipmentErrors };
export type InvalidPayment = { readonly type: 'InvalidPayment'; readonly fields: PaymentErrors };

export type CheckoutError =
  | CheckoutStepIncomplete
  | CheckoutStepNotCurrent
  | InvalidContact
  | InvalidAddresses
  | InvalidShipment
  | InvalidPayment;

export const checkoutStepIncomplete = (step: CheckoutStep): CheckoutStepIncomplete => ({
  type: 'CheckoutStepIncomplete',
  step,
});

export const checkoutStepNotCurrent = (step: CheckoutStep, current: CheckoutStep): CheckoutStepNotCurrent => ({
  type: 'CheckoutStepNotCurrent',
  step,
  current,
});

export const invalidContact = (fields: ContactErrors): InvalidContact => ({ type: 'InvalidContact', fields });
export const invalidAddresses = (fields: AddressStepErrors): InvalidAddresses => ({ type: 'InvalidAddresses', fields });
export const invalidShipment = (fields: ShipmentErrors): InvalidShipment => ({ type: 'InvalidShipment', fields });
export const invalidPayment = (fields: PaymentErrors): InvalidPayment => ({ type: 'InvalidPayment', fields });
