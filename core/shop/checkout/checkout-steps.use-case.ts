import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { AddressStepInput } from '../../domain/checkout/address-step.ts';
import {
  invalidShipment,
  type CheckoutStepIncomplete,
  type CheckoutStepNotCurrent,
  type InvalidAddresses,
  type InvalidContact,
  type InvalidShipment,
} from '../../domain/checkout/checkout-errors.ts';
import { goToStep, submitAddresses, submitContact, submitShipment } from '../../domain/checkout/checkout-machine.ts';
import type { CheckoutPolicy } from '../../domain/checkout/checkout-policy.ts';
import type { CheckoutStep } from '../../domain/checkout/checkout-step.ts';
import { startCheckout, type Checkout } from '../../domain/checkout/checkout.ts';
import type { ContactInput } from '../../domain/checkout/contact-step.ts';
import type { ShipmentInput } from '../../domain/checkout/shipment-step.ts';
import type { CartEmpty } from '../carts/cart-errors.ts';
import type { Shopper } from '../carts/cart.ts';
import { cartToCheckOut, type CheckoutDeps } from './checkout-deps.ts';
import { checkoutPolicyFor } from '../../domain/checkout/checkout-policy.ts';
import { checkoutView, requirePaymentStep, type CheckoutAtPayment, type CheckoutView } from './checkout-view.ts';
import { shippingCostOf } from './shipping-cost.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

type Move<E> = (checkout: Checkout, policy: CheckoutPolicy) => ResultAsync<Checkout, E>;

/** Runs one move of the core's checkout machine on the cart's kept checkout and keeps the result. */
const moveCheckout =
  <E>(deps: CheckoutDeps, move: Move<E>) =>
  (shopper: Shopper): ResultAsync<CheckoutView, E | CartEmpty | RepositoryFailure> => {
    const policy = checkoutPolicyFor(deps.store, shopper.hasBillingAccount);
    return cartToCheckOut(deps.carts, shopper.owner).andThen((cart) =>
      deps.checkouts
        .find(cart.id)
        .andThen((found) => move(found ?? startCheckout(), policy))
        .andThen((next) => deps.checkouts.save(cart.id, next).map(() => next))
        .andThen((next) =>
          deps.siteConfig().map((config) => checkoutView(cart.id, next, policy, config.defaultCountryA2)),
        ),
    );
  };

/** The kept checkout of the owner's cart; a fresh one when nothing was entered yet. */
export const viewCheckout =
  (deps: CheckoutDeps) =>
  (shopper: Shopper): ResultAsync<CheckoutView, RepositoryFailure> => {
    const policy = checkoutPolicyFor(deps.store, shopper.hasBillingAccount);
    return deps
      .siteConfig()
      .andThen(({ defaultCountryA2 }) =>
        deps.carts
          .findOpen(shopper.owner)
          .andThen((cart) =>
            cart === null
              ? okAsync(checkoutView(null, startCheckout(), policy, defaultCountryA2))
              : deps.checkouts
                  .find(cart.id)
                  .map((found) => checkoutView(cart.id, found ?? startCheckout(), policy, defaultCountryA2)),
          ),
      );
  };

/** Back to any step, or forward to one whose earlier steps are complete; what was entered is kept. */
export const goToCheckoutStep = (deps: CheckoutDeps) => (shopper: Shopper, step: CheckoutStep) =>
  moveCheckout<CheckoutStepIncomplete>(deps, (checkout) =>
    goToStep(checkout, step, deps.ids).asyncAndThen((next) => okAsync(next)),
  )(shopper);

/** Contact may be sent again at any time: the checkout goes back to it and keeps the later steps' entries. */
export const submitCheckoutContact = (deps: CheckoutDeps) => (shopper: Shopper, input: ContactInput) =>
  moveCheckout<CheckoutStepIncomplete | CheckoutStepNotCurrent | InvalidContact>(deps, (checkout, policy) =>
    goToStep(checkout, 1, deps.ids)
      .andThen((atContact) => submitContact(atContact, input, policy))
      .asyncAndThen((next) => okAsync(next)),
  )(shopper);

/** Keeps the billing and shipping addresses and moves the shopper to the shipment step. */
export const submitCheckoutAddresses = (deps: CheckoutDeps) => (shopper: Shopper, input: AddressStepInput) =>
  moveCheckout<CheckoutStepIncomplete | CheckoutStepNotCurrent | InvalidAddresses>(deps, (checkout, policy) =>
    goToStep(checkout, 2, deps.ids)
      .andThen((atAddress) => submitAddresses(atAddress, input, policy))
      .asyncAndThen((next) => okAsync(next)),
  )(shopper);

/** The carrier must have a price for the country, and a pickup point must be one of that carrier's there. */
const checkOffered = (
  deps: CheckoutDeps,
  checkout: CheckoutAtPayment,
): ResultAsync<Checkout, InvalidShipment | RepositoryFailure> => {
  const { shipment } = checkout;
  const country = checkout.addresses.shipping.country;
  return deps.shipping.rates(country, deps.store.currency).andThen((rates) => {
    const { carrier } = shipment;
    if (carrier !== null && shippingCostOf(shipment, rates, deps.store.currency) === null) {
      return errAsync(invalidShipment({ carrier: { type: 'CarrierNotAvailable', carrier, country } }));
    }
    if (shipment.pickupPointId === null) return okAsync(checkout);
    return deps.shipping
      .pickupPoint(shipment.pickupPointId)
      .andThen((point) =>
        point !== null && point.carrier === shipment.carrier && point.country === country
          ? okAsync(checkout)
          : errAsync(invalidShipment({ pickupPointId: { type: 'InvalidPickupPoint' } })),
      );
  });
};

/** Keeps the shipment choice, with its pickup point when there is one, and moves to the payment step. */
export const submitCheckoutShipment = (deps: CheckoutDeps) => (shopper: Shopper, input: ShipmentInput) =>
  moveCheckout<CheckoutStepIncomplete | CheckoutStepNotCurrent | InvalidShipment | RepositoryFailure>(
    deps,
    (checkout, policy) =>
      goToStep(checkout, 3, deps.ids)
        .andThen((atShipment): Result<Checkout, CheckoutStepIncomplete | CheckoutStepNotCurrent | InvalidShipment> =>
          submitShipment(atShipment, input, policy, deps.ids),
        )
        .andThen(requirePaymentStep)
        .asyncAndThen((atPayment) => checkOffered(deps, atPayment)),
  )(shopper);
