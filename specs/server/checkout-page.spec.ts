import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartViewWire } from '../../adapters/shop-api-contract/carts.codec.ts';
import type { CheckoutViewWire } from '../../adapters/shop-api-contract/checkout.codec.ts';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import { PageOutcomeCodec } from '../../adapters/shop-api-contract/page-outcome.codec.ts';
import type { PageOutcome } from '../../core/storefront/navigation/page-outcome.ts';
import { buildTestApp, withSession } from '../support/test-app.ts';

type Detail = { id: string; articles: { id: number }[] };

describe('the checkout page, rendered on the server at the step the URL asks for', () => {
  let app: FastifyInstance;
  let cookie: string;
  let shopApi: (method: 'POST' | 'PUT', path: string, form: Record<string, string>) => Promise<number>;
  beforeAll(async () => {
    app = await buildTestApp();
    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    const designId = blocks.json<{ data: { designs: { designs: { id: string }[] } }[] }>().data[0]!.designs.designs[0]!
      .id;
    const detail = (await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/designs/${designId}`) })).json<{
      data: Detail;
    }>().data;
    const home = await app.inject({ method: 'GET', url: '/' });
    cookie = String(home.headers['set-cookie']).split(';')[0]!;
    const sessionId = cookie.split('=')[1]!;
    shopApi = async (method, path, form) =>
      (
        await app.inject({
          method,
          url: `/shop-api/v1${path}?ext_session_id=${sessionId}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        })
      ).statusCode;
    await shopApi('POST', '/cart/lines', {
      article_id: String(detail.articles[0]!.id),
      design_id: detail.id,
      quantity: '1',
    });
  });
  afterAll(() => app.close());

  const page = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

  it('starts at the contact step, in the light layout, with labelled fields', async () => {
    const response = await page('/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Finalizar compra</h1>');
    expect(response.body).toMatch(/<li aria-current="step"><span[^>]*>\d<\/span><span>Contacto<\/span><\/li>/);
    expect(response.body).toMatch(/<label for="field-email">Correo electrónico<\/label>/);
    expect(response.body).toContain('layout-light');
  });

  it('sends a later step back to contact while no contact was given (the guard)', async () => {
    const response = await page('/checkout?step=3');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/checkout?step=1');
  });

  it('shows each step with what was entered, the pickup points near the address and the payment methods', async () => {
    expect(
      await shopApi('PUT', '/checkout/contact', {
        customer_type: 'PERSON',
        email: 'lucia@example.com',
        first_name: 'Lucía',
        last_name: 'García',
        phone: '612345678',
      }),
    ).toBe(200);
    const contact = await page('/checkout?step=1');
    expect(contact.body).toContain('value="lucia@example.com"');

    const addressStep = await page('/checkout?step=2');
    expect(addressStep.body).toMatch(/<li aria-current="step"><span[^>]*>\d<\/span><span>Dirección<\/span><\/li>/);
    expect(
      await shopApi('PUT', '/checkout/addresses', {
        billing_line1: 'Calle Mayor 1',
        billing_postal_code: '28001',
        billing_city: 'Madrid',
        billing_country: 'ES',
        shipping_same_as_billing: 'true',
      }),
    ).toBe(200);

    const shipment = await page('/checkout?step=3');
    expect(shipment.body).toMatch(/<li aria-current="step"><span[^>]*>\d<\/span><span>Envío<\/span><\/li>/);
    expect(shipment.body).toContain('Recogida en un punto de recogida');
    expect(
      await shopApi('PUT', '/checkout/shipment', {
        mode: 'PICKPOINT',
        carrier: 'CORREOS',
        pickup_point_id: 'CORREOS-ES-01',
      }),
    ).toBe(200);

    const payment = await page('/checkout?step=4');
    expect(payment.body).toMatch(/<li aria-current="step"><span[^>]*>\d<\/span><span>Pago<\/span><\/li>/);
    expect(payment.body).toContain('Tarjeta');
    expect(payment.body).toContain('Realizar pedido');
  });

  it('answers the checkout as a payload for client-side navigation, its cart in wire names the browser decodes', async () => {
    const response = await page('/checkout/_payload.json?step=4');
    expect(response.statusCode).toBe(200);
    const payload = response.json<{ data: { cart: CartViewWire; checkout: CheckoutViewWire } }>();
    expect(payload).toMatchObject({ kind: 'page', routeName: 'checkout', layout: 'light', data: { step: 4 } });
    const [line] = payload.data.cart.lines;
    expect(payload.data.cart).toMatchObject({ item_count: 1, prices_with_decimals: true });
    expect(line).toMatchObject({ article_name_plural: expect.any(String), unit_price: { currency: 'EUR' } });
    expect(payload.data.checkout.idempotency_key).toEqual(expect.any(String));
    expect(payload.data.cart).not.toHaveProperty('itemCount');

    const opened = decodeWith(PageOutcomeCodec)(payload)._unsafeUnwrap() as Extract<
      PageOutcome,
      { routeName: 'checkout' }
    >;
    expect(opened.data.cart).toMatchObject({
      itemCount: 1,
      pricesWithDecimals: true,
      lines: [{ articleNamePlural: line!.article_name_plural, unitPrice: line!.unit_price }],
    });
    expect(opened.data.checkout.idempotencyKey).toBe(payload.data.checkout.idempotency_key);
  });
});
