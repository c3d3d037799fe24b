import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../../adapters/http/http-client.ts';
import { wireNameOf } from '../../../adapters/shop-api-contract/wire-object.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';
import { specSessionId } from '../../support/test-app.ts';
import { openRealShop, type RealShop } from '../shop-gateways/real-shop.ts';
import { CONTACT, SHIPPING } from '../shop-gateways/shop-read-ports.contract.ts';

/** A value with every field named as the Shop API names it on the wire (`itemCount` → `item_count`), at any depth. */
const inWireNames = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(inWireNames)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([field, inner]) => [wireNameOf(field), inWireNames(inner)]))
      : value;

/** Every field name of a JSON answer, at any depth. */
const fieldNamesOf = (json: unknown): string[] =>
  Array.isArray(json)
    ? json.flatMap(fieldNamesOf)
    : typeof json === 'object' && json !== null
      ? Object.entries(json).flatMap(([field, inner]) => [field, ...fieldNamesOf(inner)])
      : [];

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

describe('the purchase answers on the wire: snake_case, and read back unchanged by the HTTP gateways', () => {
  let shop: RealShop;
  let sessionId: SessionId;
  /** The `data` of each answer the gateways received, as it was on the wire. */
  const answered: unknown[] = [];
  const lastAnswer = () => answered.at(-1);
  let gateways: ReturnType<RealShop['httpGatewaysFor']>;

  beforeAll(async () => {
    shop = await openRealShop();
    sessionId = specSessionId('PurchaseWireCase000001');
    const http = createHttpClient({ timeoutMs: 10_000 });
    const recording: HttpClient = {
      send: (request) =>
        http.send(request).map((response) => {
          answered.push((response.body as { data?: unknown }).data);
          return response;
        }),
    };
    gateways = shop.httpGatewaysFor(sessionId, recording);
  });
  afterAll(() => shop.close());

  it('sends the cart as article_name_plural, item_count…, which the cart gateway reads as the cart', async () => {
    const design = (await gateways.catalogue.homeBlocks(1))._unsafeUnwrap()[0]!.designs.designs[0]!;
    const detail = (await gateways.catalogue.design(design.id))._unsafeUnwrap()!;
    const added = await gateways.cart.addLine(
      { articleId: detail.articles[0]!.id, designId: detail.id, quantity: 2 },
      `${sessionId}-add`,
    );
    const cart = added._unsafeUnwrap();
    const wire = lastAnswer();

    expect(wire).toMatchObject({
      item_count: 2,
      prices_with_decimals: cart.pricesWithDecimals,
      shipping_discount: cart.shippingDiscount,
      lines: [{ article_name_plural: cart.lines[0]!.articleNamePlural, line_total: cart.lines[0]!.lineTotal }],
    });
    expect(wire).not.toHaveProperty('itemCount');
    expect(fieldNamesOf(wire).filter((field) => !SNAKE_CASE.test(field))).toEqual([]);
    expect(inWireNames(cart)).toEqual(wire);
  });

  it('sends the placed order as public_id, commercial_status…, which the checkout gateway reads as the order', async () => {
    await gateways.checkout.submitContact(CONTACT);
    await gateways.checkout.submitAddresses({ billing: SHIPPING, shipping: null });
    const checkout = (
      await gateways.checkout.submitShipment({
        mode: 'ADDRESS',
        deliveryMethod: 'ADDRESS',
        carrier: 'CORREOS',
        pickupPointId: '',
      })
    )._unsafeUnwrap();
    expect(lastAnswer()).toMatchObject({ step: 4, idempotency_key: checkout.idempotencyKey });
    expect(inWireNames(checkout)).toEqual(lastAnswer());

    const cart = (await gateways.cart.viewCart())._unsafeUnwrap();
    const placed = (
      await gateways.checkout.placeOrder({
        paymentMethod: 'CARD',
        termsAccepted: true,
        expectedTotal: cart.total.amount,
        idempotencyKey: checkout.idempotencyKey!,
      })
    )._unsafeUnwrap();
    const wire = lastAnswer();

    expect(wire).toMatchObject({
      public_id: placed.publicId,
      commercial_status: expect.any(Number),
      total: cart.total,
      next: { kind: 'redirect' },
    });
    expect(wire).not.toHaveProperty('publicId');
    expect(fieldNamesOf(wire).filter((field) => !SNAKE_CASE.test(field))).toEqual([]);
    expect(inWireNames(placed)).toEqual(wire);

    const summary = (await gateways.order.orderSummary(placed.publicId))._unsafeUnwrap();
    expect(lastAnswer()).toMatchObject({
      public_id: placed.publicId,
      shipping_address: { postal_code: SHIPPING.postalCode },
    });
    expect(inWireNames(summary)).toEqual(lastAnswer());
  });
});
