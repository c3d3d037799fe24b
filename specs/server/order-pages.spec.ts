import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, userRequiredActions } from '../../adapters/postgres/schema/index.ts';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { ORDER_STATUS } from '../../core/domain/orders/order-status.ts';
import type { CartViewWire } from '../../adapters/shop-api-contract/carts.codec.ts';
import type { CheckoutViewWire } from '../../adapters/shop-api-contract/checkout.codec.ts';
import type { PlacedOrderWire } from '../../adapters/shop-api-contract/orders.codec.ts';
import { buildTestApp, openDemoDatabase, withSession } from '../support/test-app.ts';
import { signedIn } from '../support/auth-session.ts';

type Detail = { id: string; articles: { id: number }[] };

describe('the order-completed and tracking pages, rendered on the server', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let cookie: string;
  let publicId: string;
  const tracking = (postalCode: string) => `shipment_postal_code=${postalCode}&shipment_country=ES`;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    const designId = blocks.json<{ data: { designs: { designs: { id: string }[] } }[] }>().data[0]!.designs.designs[0]!
      .id;
    const detail = (await app.inject({ method: 'GET', url: withSession(`/shop-api/v1/designs/${designId}`) })).json<{
      data: Detail;
    }>().data;
    cookie = String((await app.inject({ method: 'GET', url: '/' })).headers['set-cookie']).split(';')[0]!;
    const sessionId = cookie.split('=')[1]!;
    const send = (method: 'POST' | 'PUT', path: string, form: Record<string, string>, key?: string) =>
      app.inject({
        method,
        url: `/shop-api/v1${path}?ext_session_id=${sessionId}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
        payload: new URLSearchParams(form).toString(),
      });
    await send('POST', '/cart/lines', {
      article_id: String(detail.articles[0]!.id),
      design_id: detail.id,
      quantity: '1',
    });
    await send('PUT', '/checkout/contact', {
      customer_type: 'PERSON',
      email: 'lucia@example.com',
      first_name: 'Lucía',
      last_name: 'García',
      phone: '612345678',
    });
    await send('PUT', '/checkout/addresses', {
      billing_line1: 'Calle Mayor 1',
      billing_postal_code: '28001',
      billing_city: 'Madrid',
      billing_country: 'ES',
      shipping_same_as_billing: 'true',
    });
    await send('PUT', '/checkout/shipment', {
      mode: 'PICKPOINT',
      carrier: 'CORREOS',
      pickup_point_id: 'CORREOS-ES-01',
    });
    const checkout = await app.inject({ method: 'GET', url: `/checkout/_payload.json?step=4`, headers: { cookie } });
    const page = checkout.json<{
      data: { checkout: CheckoutViewWire; cart: CartViewWire };
    }>();
    const order = () =>
      send(
        'POST',
        '/orders',
        { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(page.data.cart.total.amount) },
        page.data.checkout.idempotency_key as string,
      );
    const first = await order();
    publicId = first.json<{ data: PlacedOrderWire }>().data.public_id;
    // A retried request with the checkout's key answers the same order.
    expect((await order()).json<{ data: PlacedOrderWire }>().data.public_id).toBe(publicId);
  });
  afterAll(() => app.close());

  it('shows the order, its lines, its total and its payment status to the session that placed it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/order-completed?order=${publicId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Gracias por tu pedido</h1>');
    expect(response.body).toContain(`Número de pedido: ${publicId}`);
    expect(response.body).toContain('Estamos esperando la confirmación de tu pago.');
    expect(response.body).toContain('Calle Mayor 1');
  });

  it("answers 404 for another session's order, as for a missing one", async () => {
    const response = await app.inject({ method: 'GET', url: `/order-completed?order=${publicId}` });
    expect(response.statusCode).toBe(404);
  });

  it('renders the tracking lookup form with labelled fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/tracking' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="tracking-order">Número de pedido</label>');
    expect(response.body).toContain('<option value="ES" selected="">España</option>');
  });

  it('shows the shipment timeline with the current step', async () => {
    const response = await app.inject({ method: 'GET', url: `/tracking/${publicId}?${tracking('28001')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>Pedido ${publicId}</h1>`);
    expect(response.body).toMatch(/<ol class="tracking-timeline"><li class="timeline-(done|current)"/);
    expect(response.body).toContain('aria-current="step"');
  });

  it('says so on the page when the postal code does not match, and offers the form again', async () => {
    const response = await app.inject({ method: 'GET', url: `/tracking/${publicId}?${tracking('08001')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Pedido no encontrado</h1>');
    expect(response.body).toContain('value="08001"');
  });

  it('answers the tracking as a payload, and 404 for an action the order does not have', async () => {
    const payload = await app.inject({
      method: 'GET',
      url: `/tracking/${publicId}/_payload.json?${tracking('28001')}`,
    });
    expect(payload.json()).toMatchObject({
      kind: 'page',
      routeName: 'tracking-detail',
      data: { tracking: { public_id: publicId } },
    });
    const action = await app.inject({
      method: 'GET',
      url: `/tracking/${publicId}/user_required_actions/no-such-action?${tracking('28001')}`,
    });
    expect(action.statusCode).toBe(404);
  });

  it('renders the PROVIDE_DATA_TO_REFUND form of a pending action, with labelled fields', async () => {
    const db = database.db;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
    await db.insert(userRequiredActions).values({
      publicId: 'refund-page-1',
      orderId: order?.id as string,
      type: 'PROVIDE_DATA_TO_REFUND',
      status: 'PENDING',
    });
    const detail = await app.inject({ method: 'GET', url: `/tracking/${publicId}?${tracking('28001')}` });
    expect(detail.body).toContain(
      `href="/tracking/${publicId}/user_required_actions/refund-page-1?shipment_postal_code=28001&amp;shipment_country=ES"`,
    );
    const form = await app.inject({
      method: 'GET',
      url: `/tracking/${publicId}/user_required_actions/refund-page-1?${tracking('28001')}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Datos bancarios para tu reembolso</h1>');
    expect(form.body).toContain('<label for="refund-iban">IBAN</label>');
    expect(form.body).toContain('<label for="refund-accountHolder">Titular de la cuenta</label>');
  });

  it('offers a link to write a review once the order is delivered, and not before', async () => {
    const link = `href="/reviews?order=${publicId}"`;
    const before = await app.inject({ method: 'GET', url: `/tracking/${publicId}?${tracking('28001')}` });
    expect(before.body).not.toContain(link);
    expect(before.body).not.toContain('<h2 id="review-title">');
    await database.db.update(orders).set({ status: ORDER_STATUS.DELIVERED }).where(eq(orders.publicId, publicId));
    const delivered = await app.inject({ method: 'GET', url: `/tracking/${publicId}?${tracking('28001')}` });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.body).toContain('<h2 id="review-title">Tu opinión</h2>');
    expect(delivered.body).toMatch(new RegExp(`<a [^>]*${link.replace(/[?]/g, '\\?')}[^>]*>Escribir una opinión</a>`));
  });

  it("shows the demo customer her delivered order's address on its tracking page", async () => {
    const jar = await signedIn(app, 'ana@estampa.example', 'estampa-ana-2024');
    const page = await app.inject({
      method: 'GET',
      url: `/tracking/ESTDEMO0001?${tracking('28001')}`,
      headers: { cookie: jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Calle Mayor 1');
  });
});
