import type * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { AddressInput } from '../../core/domain/checkout/address-step.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-catalogue.ts';
import type { ParamValue } from '../../core/domain/http/form-encoding.ts';
import type { ShopUnavailable } from '../../core/storefront/catalogue/catalogue-gateway.port.ts';
import type { CheckoutChangeError, CheckoutGateway } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import { CHECKOUT_PATHS, CheckoutViewCodec, ShipmentOptionsCodec } from '../shop-api-contract/checkout.codec.ts';
import { ORDER_PATHS, PlacedOrderCodec } from '../shop-api-contract/orders.codec.ts';
import type { ShopApiCall, ShopApiClient } from './shop-api-client.ts';

/** Wire names the core names differently; the rest are snake_case of the core's names. */
const RENAMED: Readonly<Record<string, string>> = { payment_method: 'method', terms_accepted: 'terms' };

/** 'billing_postal_code' → 'billing.postalCode', 'first_name' → 'firstName': the field as the form knows it. */
export const formFieldOf = (wire: string): string => {
  const renamed = RENAMED[wire];
  if (renamed !== undefined) return renamed;
  const camel = (text: string) => text.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const address = /^(billing|shipping)_(.+)$/.exec(wire);
  return address ? `${address[1]}.${camel(address[2] ?? '')}` : camel(wire);
};

const addressParams = (prefix: 'billing' | 'shipping', address: AddressInput): Record<string, ParamValue> => ({
  [`${prefix}_line1`]: address.line1,
  [`${prefix}_line2`]: address.line2,
  [`${prefix}_postal_code`]: address.postalCode,
  [`${prefix}_city`]: address.city,
  [`${prefix}_country`]: address.country,
});

/** The session's checkout over the Shop API, for the browser; a 5004 answer comes back as field errors. */
export const httpCheckoutGateway = (shopApi: ShopApiClient): CheckoutGateway => {
  const send = <A>(call: ShopApiCall, codec: t.Type<A, unknown, unknown>): ResultAsync<A, CheckoutChangeError> =>
    shopApi
      .call(call, codec)
      .mapErr((): ShopUnavailable => apiRequestFailed(call.path))
      .andThen((answer): ResultAsync<A, CheckoutChangeError> =>
        answer.kind === 'data'
          ? okAsync(answer.data)
          : errAsync({
              type: 'CheckoutRejected',
              fields: answer.fields.map((field) => ({ field: formFieldOf(field.field), problem: field.message })),
            }),
      );
  return {
    viewCheckout: () =>
      send({ method: 'GET', path: CHECKOUT_PATHS.checkout }, CheckoutViewCodec).mapErr(() =>
        apiRequestFailed(CHECKOUT_PATHS.checkout),
      ),
    goToStep: (step) => send({ method: 'POST', path: CHECKOUT_PATHS.step, params: { step } }, CheckoutViewCodec),
    submitContact: (input) =>
      send(
        {
          method: 'PUT',
          path: CHECKOUT_PATHS.contact,
          params: {
            customer_type: input.customerType,
            email: input.email,
            first_name: input.firstName,
            last_name: input.lastName,
            phone: input.phone,
            company_name: input.companyName,
            vat_id: input.vatId,
          },
        },
        CheckoutViewCodec,
      ),
    submitAddresses: (input) =>
      send(
        {
          method: 'PUT',
          path: CHECKOUT_PATHS.addresses,
          params: {
            ...addressParams('billing', input.billing),
            ...(input.shipping === null ? {} : addressParams('shipping', input.shipping)),
            shipping_same_as_billing: input.shipping === null,
          },
        },
        CheckoutViewCodec,
      ),
    submitShipment: (input) =>
      send(
        {
          method: 'PUT',
          path: CHECKOUT_PATHS.shipment,
          params: {
            mode: input.mode,
            delivery_method: input.deliveryMethod,
            carrier: input.carrier,
            pickup_point_id: input.pickupPointId,
          },
        },
        CheckoutViewCodec,
      ),
    shipmentOptions: (query) =>
      send(
        {
          method: 'GET',
          path: CHECKOUT_PATHS.shipmentOptions,
          params: { country: query.country, postal_code: query.postalCode, customer_type: query.customerType },
        },
        ShipmentOptionsCodec,
      ),
    placeOrder: (order) =>
      send(
        {
          method: 'POST',
          path: ORDER_PATHS.orders,
          params: {
            payment_method: order.paymentMethod,
            terms_accepted: order.termsAccepted,
            expected_total: order.expectedTotal,
          },
          idempotencyKey: order.idempotencyKey,
        },
        PlacedOrderCodec,
      ),
  };
};
