import type { IdGenerator } from '../shared/id-generator.port.ts';
import type { Addresses } from './address-step.ts';
import type { CheckoutStep } from './checkout-step.ts';
import type { Contact } from './contact-step.ts';
import type { PaymentChoice } from './payment-step.ts';
import type { ShipmentChoice } from './shipment-step.ts';

/** Sent with the place-order command so that a retried or doubled submit places one order. */
export type IdempotencyKey = string & { readonly __brand: 'IdempotencyKey' };

type Entered = {
  readonly contact: Contact | null;
  readonly addresses: Addresses | null;
  readonly shipment: ShipmentChoice | null;
  readonly payment: PaymentChoice | null;
  /** Made on reaching the payment step; dropped when the order's content changes. */
  readonly idempotencyKey: IdempotencyKey | null;
};

/**
 * The checkout's current step and what has been entered so far, kept when going back. Every step
 * before the current one is complete, and the payment step always holds an idempotency key.
 */
export type Checkout =
  | (Entered & { readonly step: 1 })
  | (Entered & { readonly step: 2; readonly contact: Contact })
  | (Entered & { readonly step: 3; readonly contact: Contact; readonly addresses: Addresses })
  | (Entered & {
      readonly step: 4;
      readonly contact: Contact;
      readonly addresses: Addresses;
      readonly shipment: ShipmentChoice;
      readonly idempotencyKey: IdempotencyKey;
    });

export const startCheckout = (): Checkout => ({
  step: 1,
  contact: null,
  addresses: null,
  shipment: null,
  payment: null,
  idempotencyKey: null,
});

const ENTERED: { readonly [S in CheckoutStep]: keyof Entered } = {
  1: 'contact',
  2: 'addresses',
  3: 'shipment',
  4: 'payment',
};

/**
 * The last step a checkout may stand on: each step needs the ones before it entered. `goToStep` walks the same rule
 * step by step, so that each step it builds carries what that step needs.
 */
export const furthestStep = (entered: {
  readonly contact: unknown;
  readonly addresses: unknown;
  readonly shipment: unknown;
}): CheckoutStep => {
  if (entered.contact === null) return 1;
  if (entered.addresses === null) return 2;
  return entered.shipment === null ? 3 : 4;
};

export const isStepComplete = (checkout: Checkout, step: CheckoutStep): boolean => checkout[ENTERED[step]] !== null;

export const newIdempotencyKey = (ids: IdGenerator): IdempotencyKey => ids.uuid() as IdempotencyKey;

/** Entered values are plain data built by this module's validators, so equal values serialise equally. */
export const sameEntry = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
