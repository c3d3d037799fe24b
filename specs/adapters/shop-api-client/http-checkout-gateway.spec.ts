import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { httpCartGateway } from '../../../adapters/shop-api-client/http-cart-gateway.ts';
import { httpCheckoutGateway } from '../../../adapters/shop-api-client/http-checkout-gateway.ts';
import {
  ADDRESSES_FORM_FIELDS,
  CONTACT_FORM_FIELDS,
  SHIPMENT_FORM_FIELDS,
} from '../../../adapters/shop-api-contract/checkout.codec.ts';
import { fieldProblemsFromWire, wireFieldErrors } from '../../../adapters/shop-api-contract/form-field-names.ts';
import { PLACE_ORDER_FORM_FIELDS } from '../../../adapters/shop-api-contract/orders.codec.ts';
import type { ShopApiCall, ShopApiClient } from '../../../adapters/shop-api-client/shop-api-client.ts';

/** A Shop API client that records each call and answers with the fields of a 5004. */
const rejecting = (fields: { field: string; message: string }[]) => {
  const calls: ShopApiCall[] = [];
  const client: ShopApiClient = {
    call: (call) => {
      calls.push(call);
      return okAsync({ kind: 'validationFailed' as const, message: 'Check', fields });
    },
    // These specs are about writes: a read here is a mistake.
    find: (call) => {
      throw new Error(`unexpected read of ${call.path}`);
    },
  };
  return { client, calls };
};

describe('the HTTP checkout and cart gateways', () => {
  it.each([
    ['first_name', 'firstName', CONTACT_FORM_FIELDS],
    ['billing_postal_code', 'billing.postalCode', ADDRESSES_FORM_FIELDS],
    ['shipping_line1', 'shipping.line1', ADDRESSES_FORM_FIELDS],
    ['pickup_point_id', 'pickupPointId', SHIPMENT_FORM_FIELDS],
    ['payment_method', 'method', PLACE_ORDER_FORM_FIELDS],
    ['terms_accepted', 'terms', PLACE_ORDER_FORM_FIELDS],
  ])("names the Shop API's field %s as the form does: %s", (wire, field, form) => {
    expect(fieldProblemsFromWire([{ field: wire, message: 'Required' }], form)).toEqual([
      { field, problem: 'Required' },
    ]);
    expect(wireFieldErrors([{ field, problem: 'Required' }], form)).toEqual([{ field: wire, message: 'Required' }]);
  });

  it("returns a 5004 answer to the address step as the core's field errors", async () => {
    const { client, calls } = rejecting([{ field: 'billing_postal_code', message: 'InvalidPostalCode' }]);
    const address = { line1: 'Calle Mayor 1', line2: '', postalCode: '2800', city: 'Madrid', country: 'ES' };
    const result = await httpCheckoutGateway(client).submitAddresses({ billing: address, shipping: null });
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'CheckoutRejected',
      fields: [{ field: 'billing.postalCode', problem: 'InvalidPostalCode' }],
    });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/checkout/addresses',
      params: { billing_postal_code: '2800', shipping_same_as_billing: true },
    });
  });

  it("places the order with the checkout's key as Idempotency-Key and the total the shopper saw", async () => {
    const { client, calls } = rejecting([]);
    await httpCheckoutGateway(client).placeOrder({
      paymentMethod: 'CARD',
      termsAccepted: true,
      expectedTotal: 2995,
      idempotencyKey: 'key-1',
    });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/orders',
      params: { payment_method: 'CARD', terms_accepted: true, expected_total: 2995 },
      idempotencyKey: 'key-1',
    });
  });

  it("returns the cart's 5004 on a promotion code with the error type to translate", async () => {
    const { client, calls } = rejecting([{ field: 'code', message: 'PromotionExpired' }]);
    const result = await httpCartGateway(client).applyPromotion('OLD');
    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'CartChangeRejected',
      fields: [{ field: 'code', problem: 'PromotionExpired' }],
    });
    expect(calls[0]).toEqual({ method: 'PUT', path: '/cart/promotion', params: { code: 'OLD' } });
  });
});
