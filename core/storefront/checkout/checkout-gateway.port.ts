import type { FieldProblem } from '../../domain/forms/field-problem.ts';
import type { ResultAsync } from 'neverthrow';
import type { AddressStepInput } from '../../domain/checkout/address-step.ts';
import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import type { ContactInput } from '../../domain/checkout/contact-step.ts';
import type { CustomerType } from '../../domain/checkout/customer-type.ts';
import type { ShipmentInput } from '../../domain/checkout/shipment-step.ts';
import type { ShownPlacedOrder, ShownCheckout, ShownShipmentOptions } from './shown-checkout.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The shop refused what was entered (its 5004): each field named as the core's validators name it, with the error type. */
export type CheckoutRejected = {
  readonly type: 'CheckoutRejected';
  readonly fields: readonly FieldProblem[];
};

export type CheckoutChangeError = ShopUnavailable | CheckoutRejected;

export type OrderRequest = {
  readonly paymentMethod: string;
  readonly termsAccepted: boolean;
  /** The total, in minor units, the shopper saw when confirming. */
  readonly expectedTotal: number;
  readonly idempotencyKey: string;
};

/** The session's checkout as pages read it: the server renders from this port alone. */
export interface CheckoutReader {
  /** The checkout as entered so far. */
  viewCheckout(): ResultAsync<ShownCheckout, ShopUnavailable>;
  /** Modes, carriers with prices and pickup points near a postal code. */
  shipmentOptions(query: {
    readonly country: string;
    readonly postalCode: string;
    readonly customerType: CustomerType;
  }): ResultAsync<ShownShipmentOptions, CheckoutChangeError>;
}

/** The shopper's steps through the checkout, made from the browser; each answers with the checkout as it now is. */
export interface CheckoutWriter {
  /** Back to an earlier step, or forward to one whose earlier steps are complete. */
  goToStep(step: CheckoutStep): ResultAsync<ShownCheckout, CheckoutChangeError>;
  /** Step 1. */
  submitContact(input: ContactInput): ResultAsync<ShownCheckout, CheckoutChangeError>;
  /** Step 2. */
  submitAddresses(input: AddressStepInput): ResultAsync<ShownCheckout, CheckoutChangeError>;
  /** Step 3. */
  submitShipment(input: ShipmentInput): ResultAsync<ShownCheckout, CheckoutChangeError>;
  /** Places the cart's order; a repeated key answers the first order again. */
  placeOrder(order: OrderRequest): ResultAsync<ShownPlacedOrder, CheckoutChangeError>;
}

/** The session's checkout in the shop service, read and changed. */
export interface CheckoutGateway extends CheckoutReader, CheckoutWriter {}
