import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { httpCartGateway } from '../../../adapters/shop-api-client/http-cart-gateway.ts';
import { formFieldOf, httpCheckoutGateway } from '../../../adapters/shop-api-client/http-checkout-gateway.ts';
import type { ShopApiCall, ShopApiClient } from '../../../adapters/shop-api-client/shop-api-client.ts';

/** A Shop API client that records each call and answers with the fields of a 5004. */
const rejecting = (fields: { field: string; message: string }[]) => {
  const calls: ShopApiCall[] = [];
  const client: ShopApiClient = {
    call: (call) => {
      calls.push(call);
      return okAsync({ kind: 'validationFailed' as const, message: 'Check', fields });
    },
  };
  return { client, calls };
};

describe('the HTTP checkout and cart gateways', () => {
  it.each([
    ['first_name', 'firstName'],
    ['billing_postal_code', 'billing.postalCode'],
    ['shipping_line1', 'shipping.line1'],
    ['pickup_point_id', 'pickupPointId'],
    ['payment_method', 'method'],
    ['terms_accepted', 'terms'],
  ])("names the Shop API's field %s as the form does: %s", (wire, form) => {
    expect(formFieldOf(wire)).toBe(form);
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
