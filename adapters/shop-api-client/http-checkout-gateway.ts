import type * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { AddressInput } from '../../core/domain/checkout/address-step.ts';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ParamValue } from '../shop-api-contract/form-encoding.ts';
import type { CheckoutChangeError, CheckoutGateway } from '../../core/storefront/checkout/checkout-gateway.port.ts';
import {
  ADDRESSES_FORM_FIELDS,
  CHECKOUT_PATHS,
  CheckoutViewCodec,
  CONTACT_FORM_FIELDS,
  SHIPMENT_FORM_FIELDS,
  SHIPMENT_OPTIONS_QUERY_FIELDS,
  ShipmentOptionsCodec,
} from '../shop-api-contract/checkout.codec.ts';
import { fieldProblemsFromWire, type FormFieldNames } from '../shop-api-contract/form-field-names.ts';
import { ORDER_PATHS, PLACE_ORDER_FORM_FIELDS, PlacedOrderCodec } from '../shop-api-contract/orders.codec.ts';
import type { ShopApiCall, ShopApiClient } from './shop-api-client.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

const addressParams = (prefix: 'billing' | 'shipping', address: AddressInput): Record<string, ParamValue> => ({
  [`${prefix}_line1`]: address.line1,
  [`${prefix}_line2`]: address.line2,
  [`${prefix}_postal_code`]: address.postalCode,
  [`${prefix}_city`]: address.city,
  [`${prefix}_country`]: address.country,
});

/** The session's checkout over the Shop API, for the browser; a 5004 answer comes back as field errors. */
export const httpCheckoutGateway = (shopApi: ShopApiClient): CheckoutGateway => {
  const send = <A>(
    call: ShopApiCall,
    codec: t.Type<A, unknown, unknown>,
    form: FormFieldNames = {},
  ): ResultAsync<A, CheckoutChangeError> =>
    shopApi
      .call(call, codec)
      .mapErr((): ShopUnavailable => apiRequestFailed(call.path))
      .andThen((answer): ResultAsync<A, CheckoutChangeError> =>
        answer.kind === 'data'
          ? okAsync(answer.data)
          : errAsync({
              type: 'CheckoutRejected',
              fields: fieldProblemsFromWire(answer.fields, form),
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
        CONTACT_FORM_FIELDS,
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
        ADDRESSES_FORM_FIELDS,
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
        SHIPMENT_FORM_FIELDS,
      ),
    shipmentOptions: (query) =>
      send(
        {
          method: 'GET',
          path: CHECKOUT_PATHS.shipmentOptions,
          params: { country: query.country, postal_code: query.postalCode, customer_type: query.customerType },
        },
        ShipmentOptionsCodec,
        SHIPMENT_OPTIONS_QUERY_FIELDS,
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
        PLACE_ORDER_FORM_FIELDS,
      ),
  };
};
