import * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { AddressInput, AddressStepInput } from '../../../core/domain/checkout/address-step.ts';
import type { CheckoutStep } from '../../../core/domain/checkout/checkout-step.ts';
import type { Shopper } from '../../../core/shop/carts/cart.ts';
import { paymentOptionsFor } from '../../../core/shop/checkout/payment-options.ts';
import type { CountryCode } from '../../../core/domain/site/country.ts';
import {
  AddressesBody,
  CHECKOUT_PATHS,
  CheckoutViewCodec,
  PaymentOptionCodec,
  ShipmentOptionsCodec,
  ContactBody,
  GoToStepBody,
  PaymentMethodsQuery,
  ShipmentBody,
  ShipmentOptionsQuery,
} from '../../shop-api-contract/checkout.codec.ts';
import { ExtSessionCarrier } from '../../shop-api-contract/ext-session.codec.ts';
import { checkoutErrorAnswer, type CheckoutError } from './checkout-errors.ts';
import { answered, fromBody, fromQuery, route, type RouteDecoder } from '../route.ts';
import type { ShopperOf } from './shopper.ts';
import type { ShopCheckout } from '../../../core/shop/checkout/shop-checkout.ts';

export type CheckoutRoutesDeps = { readonly checkout: ShopCheckout; readonly shopperOf: ShopperOf };

const schema = (summary: string) => ({ schema: { summary, tags: ['checkout'] } });

type AddressFields = Partial<
  Record<`${'billing' | 'shipping'}_${'line1' | 'line2' | 'postal_code' | 'city' | 'country'}`, string>
>;

/** Absent fields are empty: the core then names each missing one. */
const addressOf = (body: AddressFields, prefix: 'billing' | 'shipping'): AddressInput => ({
  line1: body[`${prefix}_line1`] ?? '',
  line2: body[`${prefix}_line2`] ?? '',
  postalCode: body[`${prefix}_postal_code`] ?? '',
  city: body[`${prefix}_city`] ?? '',
  country: body[`${prefix}_country`] ?? '',
});

/** A separate shipping address only when the form says the billing address is not the one to ship to. */
const addressesOf = (body: AddressFields & { shipping_same_as_billing?: boolean }): AddressStepInput => ({
  billing: addressOf(body, 'billing'),
  shipping: body.shipping_same_as_billing === false ? addressOf(body, 'shipping') : null,
});

export const checkoutRoutes = (deps: CheckoutRoutesDeps) => async (app: FastifyInstance) => {
  const checkoutRoute = <I, A, O>(
    answer: t.Type<A, O, unknown>,
    decode: RouteDecoder<I>,
    run: (input: I, shopper: Shopper) => ResultAsync<A, CheckoutError>,
  ) => answered(route({ decode, who: deps.shopperOf, run, errors: checkoutErrorAnswer, answer }));

  const { checkout } = deps;

  app.get(
    CHECKOUT_PATHS.checkout,
    schema("The cart's checkout as entered so far"),
    checkoutRoute(CheckoutViewCodec, fromQuery(ExtSessionCarrier), (_, shopper) => checkout.viewCheckout(shopper)),
  );

  app.post(
    CHECKOUT_PATHS.step,
    schema('Go back to a step, or forward to one whose earlier steps are complete'),
    checkoutRoute(CheckoutViewCodec, fromBody(GoToStepBody), (body, shopper) =>
      checkout.goToCheckoutStep(shopper, Number(body.step) as CheckoutStep),
    ),
  );

  app.put(
    CHECKOUT_PATHS.contact,
    schema('Step 1: contact details (field errors as 5004)'),
    checkoutRoute(CheckoutViewCodec, fromBody(ContactBody), (body, shopper) =>
      checkout.submitCheckoutContact(shopper, {
        customerType: body.customer_type,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        companyName: body.company_name ?? '',
        vatId: body.vat_id ?? '',
      }),
    ),
  );

  app.put(
    CHECKOUT_PATHS.addresses,
    schema('Step 2: billing and shipping addresses (field errors as 5004)'),
    checkoutRoute(CheckoutViewCodec, fromBody(AddressesBody), (body, shopper) =>
      checkout.submitCheckoutAddresses(shopper, addressesOf(body)),
    ),
  );

  app.put(
    CHECKOUT_PATHS.shipment,
    schema('Step 3: shipment mode, carrier and pickup point (field errors as 5004)'),
    checkoutRoute(CheckoutViewCodec, fromBody(ShipmentBody), (body, shopper) =>
      checkout.submitCheckoutShipment(shopper, {
        mode: body.mode,
        deliveryMethod: body.delivery_method ?? '',
        carrier: body.carrier ?? '',
        pickupPointId: body.pickup_point_id ?? '',
      }),
    ),
  );

  app.get(
    CHECKOUT_PATHS.shipmentOptions,
    schema('Carriers with prices, pickup points near a postal code and factory collection, for a country'),
    checkoutRoute(ShipmentOptionsCodec, fromQuery(ShipmentOptionsQuery), (query, shopper) =>
      checkout.listShipmentOptions(shopper, {
        country: query.country,
        postalCode: query.postal_code,
        customerType: query.customer_type ?? 'PERSON',
      }),
    ),
  );

  app.get(
    CHECKOUT_PATHS.paymentMethods,
    schema('Payment methods offered for a delivery country'),
    checkoutRoute(t.readonlyArray(PaymentOptionCodec), fromQuery(PaymentMethodsQuery), (query, shopper) =>
      okAsync(
        paymentOptionsFor(
          query.country.trim().toUpperCase() as CountryCode,
          query.customer_type ?? 'PERSON',
          shopper.hasBillingAccount,
        ),
      ),
    ),
  );
};
