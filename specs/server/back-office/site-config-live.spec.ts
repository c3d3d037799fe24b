import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { orders } from '../../../adapters/postgres/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../../adapters/postgres/seeds/accounts.seed.ts';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import type { CheckoutViewWire } from '../../../adapters/shop-api-contract/checkout.codec.ts';
import type { PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import { formBody, signedIn, type CookieJar } from '../../support/auth-session.ts';
import {
  completeCheckoutSteps,
  dataOf,
  errorOf,
  insertCartFixtures,
  shopper,
  type SpecShopper,
} from '../../support/shop-orders-fixture.ts';
import { siteConfigSaver, WPX_ES_FORM } from '../../support/site-config-form.ts';
import { buildTestApp, EXT_SESSION_ID, openDemoDatabase, withSession } from '../../support/test-app.ts';

const NBSP = '\u00a0';

describe("a store's saved config reaches its carts, checkout and orders at the next request, without a restart", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: CookieJar;
  let save: ReturnType<typeof siteConfigSaver>;

  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({ STORE: 'WPX-ES' }, database);
    await insertCartFixtures(database.db);
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
    save = siteConfigSaver(app, admin, 'site-config-live-key');
  });
  afterAll(() => app.close());

  /** A visitor of the storefront: its session cookie for pages, the same session for the Shop API. */
  const visitor = async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    const cookie = String(home.headers['set-cookie']).split(';')[0]!;
    const who = shopper(app, cookie.split('=')[1]!);
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    return { who, page };
  };

  const withTwoMugs = async (who: SpecShopper) => {
    expect((await who.post('/cart/lines', { article_id: '9001', quantity: '2' })).statusCode).toBe(201);
  };

  it('prices in whole units once decimals are off: the cart, the checkout page and the charge agree', async () => {
    const { who, page } = await visitor();
    await withTwoMugs(who);
    await completeCheckoutSteps(who);
    expect(dataOf<CartViewWire>(await who.get('/cart'))).toMatchObject({
      total: { amount: 2995 },
      prices_with_decimals: true,
    });

    await save({ prices_with_decimals: 'false' });
    try {
      const cart = dataOf<CartViewWire>(await who.get('/cart'));
      expect(cart).toMatchObject({
        lines: [{ unit_price: { amount: 1300 }, line_total: { amount: 2600 } }],
        subtotal: { amount: 2600 },
        shipping: { amount: 500 },
        total: { amount: 3100 },
        prices_with_decimals: false,
      });
      const summary = await page('/checkout?step=4');
      expect(summary.body).toContain(`31${NBSP}€`);
      expect(summary.body).not.toContain(`29,95${NBSP}€`);

      const order = (total: string) =>
        who.post(
          '/orders',
          { payment_method: 'CARD', terms_accepted: 'true', expected_total: total },
          { 'idempotency-key': `site-config-live-order-${total}` },
        );
      // The total confirmed before the change is not what would be charged now: refused, with the new total.
      const stale = await order('2995');
      expect(stale.statusCode).toBe(409);
      expect(errorOf(stale).message).toContain('3100');
      const placed = await order('3100');
      expect(placed.statusCode, placed.body).toBe(201);
      const { public_id: publicId, total } = dataOf<PlacedOrderWire>(placed);
      expect(total.amount).toBe(cart.total.amount);
      const [row] = await database.db.select().from(orders).where(eq(orders.publicId, publicId));
      expect(row).toMatchObject({ totalMinor: 3100 });
    } finally {
      await save({});
    }
    const after = await visitor();
    await withTwoMugs(after.who);
    expect(dataOf<CartViewWire>(await after.who.get('/cart'))).toMatchObject({
      total: { amount: 2500 },
      prices_with_decimals: true,
    });
  });

  it("starts the checkout's addresses in the default country as saved, and offers that country's shipments", async () => {
    const { who, page } = await visitor();
    await withTwoMugs(who);
    await save({ default_country_a2: 'PT' });
    try {
      expect(dataOf<CheckoutViewWire>(await who.get('/checkout')).default_country).toBe('PT');
      await completeCheckoutSteps(who);
      await who.post('/checkout/step', { step: '2' });
      const addresses = await page('/checkout?step=2');
      expect(addresses.body).toMatch(/<option value="ES" selected="">/);
      const fresh = await visitor();
      await withTwoMugs(fresh.who);
      await fresh.who.put('/checkout/contact', {
        customer_type: 'PERSON',
        email: 'ana@example.es',
        first_name: 'Ana',
        last_name: 'García',
        phone: '612345678',
      });
      const preselected = await fresh.page('/checkout?step=2');
      expect(preselected.body).toMatch(/<select id="field-billing-country"[^>]*>.*?<option value="PT" selected="">/s);
      // The form sends the preselected country: the shipment step then offers what ships there.
      const sent = await fresh.who.put('/checkout/addresses', {
        billing_line1: 'Rua Augusta 1',
        billing_postal_code: '1100-048',
        billing_city: 'Lisboa',
        billing_country: 'PT',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const shipments = await fresh.page('/checkout?step=3');
      expect(shipments.body).toContain('Lisboa');
      const options = await fresh.page('/checkout/_payload.json?step=3');
      expect(options.json()).toMatchObject({ data: { shipmentOptions: { country: 'PT' } } });
    } finally {
      await save({});
    }
    expect(dataOf<CheckoutViewWire>(await who.get('/checkout')).default_country).toBe('ES');
  });
});

describe("the design page's delivery estimate follows the store's default country as saved", () => {
  let app: FastifyInstance;
  let admin: CookieJar;

  beforeAll(async () => {
    app = await buildTestApp({ STORE: 'WPX-FR' }, await openDemoDatabase());
    admin = await signedIn(app, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password);
  });
  afterAll(() => app.close());

  const saveDefaultCountry = async (country: string, key: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/shop-api/v1/back-office/config',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key, cookie: admin.header() },
      payload: formBody({
        ext_session_id: EXT_SESSION_ID,
        ...WPX_ES_FORM,
        store: 'WPX-FR',
        lang: 'fr',
        default_country_a2: country,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('estimates the delivery to the default country as saved: across a border once it is Belgium', async () => {
    const blocks = await app.inject({ method: 'GET', url: withSession('/shop-api/v1/home-blocks?page_size=1') });
    const design = blocks.json<{ data: { designs: { designs: { id: string; slug: string }[] } }[] }>().data[0]!.designs
      .designs[0]!;
    const deliveries = async () =>
      (await app.inject({ method: 'GET', url: `/design/${design.slug}/${design.id}/_payload.json` })).json<{
        data: { deliveries: Record<string, unknown> };
      }>().data.deliveries;
    const inFrance = await deliveries();
    expect(Object.keys(inFrance).length).toBeGreaterThan(0);
    await saveDefaultCountry('BE', 'site-config-live-fr-0001');
    try {
      expect(await deliveries()).not.toEqual(inFrance);
    } finally {
      await saveDefaultCountry('FR', 'site-config-live-fr-0002');
    }
    expect(await deliveries()).toEqual(inFrance);
  });
});
