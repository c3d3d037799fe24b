import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRequiredActions, orders } from '../../../adapters/postgres/schema/index.ts';
import { eq } from 'drizzle-orm';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import {
  CheckoutResponse,
  PaymentMethodsResponse,
  ShipmentOptionsResponse,
  type CheckoutViewWire,
  type ShipmentOptionsWire,
} from '../../../adapters/shop-api-contract/checkout.codec.ts';
import { decodeWith } from '../../../adapters/shop-api-contract/decode-with.ts';
import {
  OrderSummaryResponse,
  OrderTrackingResponse,
  PlacedOrderResponse,
  RefundDataAcceptedResponse,
  type OrderSummaryWire,
  type OrderTrackingWire,
  type PlacedOrderWire,
} from '../../../adapters/shop-api-contract/orders.codec.ts';
import {
  completeCheckoutSteps,
  dataOf,
  errorOf,
  insertCartFixtures,
  sessionIdFor,
  shopper,
  type SpecShopper,
} from '../../support/shop-orders-fixture.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { buildTestApp, openDemoDatabase } from '../../support/test-app.ts';
import { demoPickupPoints } from '../../../adapters/postgres/seeds/shipping.seed.ts';

const placeOrder = (who: SpecShopper, key: string, fields: Record<string, string>) =>
  who.post('/orders', { payment_method: 'CARD', terms_accepted: 'true', ...fields }, { 'idempotency-key': key });

describe('Shop API: checkout and orders', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDemoDatabase();
    app = await buildTestApp({}, database);
    await insertCartFixtures(database.db);
  });
  afterAll(() => app.close());

  const withCart = async (name: string) => {
    const who = shopper(app, sessionIdFor(name));
    await who.post('/cart/lines', { article_id: '9001', quantity: '2' });
    return who;
  };

  describe('checkout steps', () => {
    it('starts at the contact step with nothing entered', async () => {
      const response = await shopper(app, sessionIdFor('nocart')).get('/checkout');
      expect(decodeWith(CheckoutResponse)(response.json()).isOk()).toBe(true);
      expect(dataOf<CheckoutViewWire>(response)).toMatchObject({
        step: 1,
        contact: null,
        cart_id: null,
        payment_options: [],
      });
    });

    it('refuses to check out an empty cart', async () => {
      const response = await shopper(app, sessionIdFor('emptycart')).put('/checkout/contact', {
        customer_type: 'PERSON',
        email: 'a@b.es',
        first_name: 'A',
        last_name: 'B',
        phone: '612345678',
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe('Your cart is empty');
    });

    it('answers every invalid contact field at once as 5004', async () => {
      const who = await withCart('badcontact');
      const response = await who.put('/checkout/contact', {
        customer_type: 'PERSON',
        email: 'not-an-email',
        first_name: '',
        last_name: 'B4d',
        phone: '12',
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response)).toMatchObject({ code: 5004 });
      expect(
        errorOf(response)
          .fields?.map((field) => field.field)
          .sort(),
      ).toEqual(['email', 'first_name', 'last_name', 'phone']);
    });

    it('names address fields as the form sends them', async () => {
      const who = await withCart('badaddress');
      await completeCheckoutSteps(who);
      const response = await who.put('/checkout/addresses', {
        billing_line1: 'Calle Mayor 1',
        billing_postal_code: '99999',
        billing_city: 'Madrid',
        billing_country: 'ES',
        shipping_same_as_billing: 'false',
        shipping_line1: 'Via Roma 1',
        shipping_postal_code: '00184',
        shipping_city: 'Roma',
        shipping_country: 'IT',
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual(
        expect.arrayContaining([
          { field: 'billing_postal_code', message: 'InvalidPostalCode' },
          { field: 'shipping_country', message: 'CountryNotShipped' },
        ]),
      );
    });

    it('keeps every step when going back, and prices the chosen shipment in the cart', async () => {
      const who = await withCart('steps');
      const steps = await completeCheckoutSteps(who);
      expect(steps.contact.statusCode).toBe(200);
      expect(steps.addresses.statusCode).toBe(200);
      expect(dataOf<CheckoutViewWire>(steps.shipment)).toMatchObject({
        step: 4,
        shipment: { mode: 'ADDRESS', carrier: 'CORREOS' },
      });
      expect(dataOf<CheckoutViewWire>(steps.shipment).idempotency_key).toEqual(expect.any(String));
      const back = await who.post('/checkout/step', { step: '1' });
      expect(dataOf<CheckoutViewWire>(back)).toMatchObject({
        step: 1,
        contact: { email: 'ana@example.es' },
        shipment: { carrier: 'CORREOS' },
      });
      expect(dataOf<CheckoutViewWire>(await who.get('/checkout')).step).toBe(1);
      expect(dataOf<CheckoutViewWire>(await who.post('/checkout/step', { step: '4' })).step).toBe(4);
      const cart = dataOf<CartViewWire>(await who.get('/cart'));
      expect(cart).toMatchObject({ subtotal: { amount: 2500 }, shipping: { amount: 495 }, total: { amount: 2995 } });
    });

    it('refuses to jump past an incomplete step', async () => {
      const who = await withCart('jump');
      const response = await who.post('/checkout/step', { step: '3' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe('Complete the contact step first');
    });

    it('refuses a pickup point of another carrier', async () => {
      const who = await withCart('pickup');
      const steps = await completeCheckoutSteps(who, {
        mode: 'PICKPOINT',
        carrier: 'CORREOS',
        pickup_point_id: 'UPS-ES-01',
      });
      expect(steps.shipment.statusCode).toBe(422);
      expect(errorOf(steps.shipment).fields).toEqual([{ field: 'pickup_point_id', message: 'InvalidPickupPoint' }]);
      const chosen = await who.put('/checkout/shipment', {
        mode: 'PICKPOINT',
        carrier: 'CORREOS',
        pickup_point_id: 'CORREOS-ES-01',
      });
      expect(dataOf<CheckoutViewWire>(chosen)).toMatchObject({
        shipment: { delivery_method: 'PICKPOINT', pickup_point_id: 'CORREOS-ES-01' },
      });
    });

    it.each([
      ['a malformed step', '/checkout/step', { step: '7' }],
      ['a contact without fields', '/checkout/contact', {}],
      [
        'a huge field',
        '/checkout/contact',
        { customer_type: 'PERSON', email: 'x'.repeat(600), first_name: 'A', last_name: 'B', phone: '1' },
      ],
    ])('refuses %s with 400', async (_, url, fields) => {
      const who = await withCart('malformed');
      const response = url === '/checkout/step' ? await who.post(url, fields) : await who.put(url, fields);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('shipment options and payment methods', () => {
    it('lists carriers with prices, the nearest pickup points and factory collection', async () => {
      const response = await shopper(app, sessionIdFor('options')).get(
        '/checkout/shipment-options?country=es&postal_code=28001',
      );
      expect(response.statusCode).toBe(200);
      expect(decodeWith(ShipmentOptionsResponse)(response.json()).isOk()).toBe(true);
      const options = dataOf<ShipmentOptionsWire>(response);
      expect(options.modes.map((mode) => mode.mode)).toEqual(['ADDRESS', 'PICKPOINT', 'MANAGED']);
      const pickup = options.modes[1]?.carriers ?? [];
      expect(pickup.map((carrier) => carrier.carrier).sort()).toEqual([
        'CORREOS',
        'DHL_PARCEL',
        'MONDIAL_RELAY',
        'UPS',
      ]);
      for (const carrier of pickup) {
        expect(carrier.pickup_points.length).toBeGreaterThan(0);
        expect(carrier.pickup_points.length).toBeLessThanOrEqual(5);
      }
      for (const { pickup_points: pickupPoints } of pickup) {
        // Nearest first, with the distance, and none from another city.
        expect(pickupPoints.map((point) => point.city)).toEqual(pickupPoints.map(() => 'Madrid'));
        const distances = pickupPoints.map((point) => point.distance_km);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(Math.max(...distances)).toBeLessThan(30);
      }
      expect(options.modes[2]).toMatchObject({ mode: 'MANAGED', price: { amount: 0, currency: 'EUR' }, carriers: [] });
    });

    it('offers companies their own courier at the factory', async () => {
      const response = await shopper(app, sessionIdFor('company')).get(
        '/checkout/shipment-options?country=PT&postal_code=1100-053&customer_type=COMPANY',
      );
      expect(dataOf<{ modes: { mode: string }[] }>(response).modes.map((mode) => mode.mode)).toEqual([
        'ADDRESS',
        'PICKPOINT',
        'CUSTOMER',
      ]);
    });

    it.each([
      ['a country the store does not ship to', 'country=IT&postal_code=00184', 'country'],
      ['a postal code of another country', 'country=ES&postal_code=99999', 'postal_code'],
    ])('answers %s as a field error', async (_, query, field) => {
      const response = await shopper(app, sessionIdFor('opt-bad')).get(`/checkout/shipment-options?${query}`);
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields?.[0]?.field).toBe(field);
    });

    it('refuses a malformed country with 400', async () => {
      const response = await shopper(app, sessionIdFor('opt-bad')).get(
        '/checkout/shipment-options?country=Spain&postal_code=28001',
      );
      expect(response.statusCode).toBe(400);
    });

    it('lists payment methods per country, card first', async () => {
      const response = await shopper(app, sessionIdFor('pay')).get('/checkout/payment-methods?country=PT');
      expect(decodeWith(PaymentMethodsResponse)(response.json()).isOk()).toBe(true);
      const methods = dataOf<{ method: string; kind: string }[]>(response);
      expect(methods.slice(0, 3)).toEqual([
        { method: 'CARD', kind: 'ONLINE_PREPAID' },
        { method: 'MULTIBANCO', kind: 'TRANSFER' },
        { method: 'MB_WAY', kind: 'ONLINE_PREPAID' },
      ]);
    });
  });

  describe('placing an order', () => {
    it('requires an Idempotency-Key', async () => {
      const who = await withCart('nokey');
      await completeCheckoutSteps(who);
      const response = await who.post('/orders', {
        payment_method: 'CARD',
        terms_accepted: 'true',
        expected_total: '2995',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('The Idempotency-Key header is required');
    });

    it('refuses an incomplete checkout, unaccepted terms and a changed total, and then places the order', async () => {
      const who = await withCart('place');
      const incomplete = await placeOrder(who, 'place-order-key-0001', { expected_total: '2995' });
      expect(incomplete.statusCode).toBe(409);
      expect(errorOf(incomplete).message).toBe('Complete the contact step first');

      await completeCheckoutSteps(who);
      const terms = await placeOrder(who, 'place-order-key-0001', { expected_total: '2995', terms_accepted: 'false' });
      expect(terms.statusCode).toBe(422);
      expect(errorOf(terms).fields).toEqual([{ field: 'terms_accepted', message: 'TermsNotAccepted' }]);

      const changed = await placeOrder(who, 'place-order-key-0001', { expected_total: '2500' });
      expect(changed.statusCode).toBe(409);
      expect(errorOf(changed).message).toContain('2995');

      const placed = await placeOrder(who, 'place-order-key-0001', { expected_total: '2995' });
      expect(placed.statusCode).toBe(201);
      expect(decodeWith(PlacedOrderResponse)(placed.json()).isOk()).toBe(true);
      expect(dataOf<PlacedOrderWire>(placed)).toMatchObject({
        public_id: expect.stringMatching(/^ES-[A-Z0-9]{8}$/),
        status: 0,
        commercial_status: 8,
        subtotal: { amount: 2500 },
        shipping: { amount: 495 },
        discount: { amount: 0 },
        total: { amount: 2995 },
        payment: { method: 'CARD', kind: 'ONLINE_PREPAID', status: 'PENDING' },
        next: { kind: 'redirect' },
      });
      expect(dataOf<CartViewWire>(await who.get('/cart')).lines).toEqual([]);

      const replay = await placeOrder(who, 'place-order-key-0001', { expected_total: '2995' });
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(placed.json());
      const otherBody = await placeOrder(who, 'place-order-key-0001', { expected_total: '3000' });
      expect(otherBody.statusCode).toBe(409);
      expect(errorOf(otherBody).message).toBe('This Idempotency-Key was already used for a different request');
      const secondKey = await placeOrder(who, 'place-order-key-0002', { expected_total: '2995' });
      expect(secondKey.statusCode).toBe(409);
      expect(errorOf(secondKey).message).toBe('Your cart is empty');
    });

    it('gives bank transfer instructions', async () => {
      const who = await withCart('transfer');
      await completeCheckoutSteps(who);
      const placed = await placeOrder(who, 'transfer-key-0001', {
        payment_method: 'BANK_TRANSFER',
        expected_total: '2995',
      });
      expect(dataOf<PlacedOrderWire>(placed)).toMatchObject({
        payment: { kind: 'TRANSFER', status: 'PENDING' },
        next: { kind: 'instructions' },
      });
    });

    it('counts the promotion in the order and the totals add up', async () => {
      const who = await withCart('promoted');
      await who.put('/cart/promotion', { code: 'SPEC-TEN' });
      await completeCheckoutSteps(who);
      const placed = dataOf<PlacedOrderWire>(await placeOrder(who, 'promoted-key-0001', { expected_total: '2745' }));
      expect(placed).toMatchObject({
        subtotal: { amount: 2500 },
        discount: { amount: 250 },
        shipping: { amount: 495 },
        total: { amount: 2745 },
      });
    });

    it.each([
      ['a missing expected total', { payment_method: 'CARD', terms_accepted: 'true' }],
      ['terms that are not a boolean', { payment_method: 'CARD', terms_accepted: 'yes', expected_total: '1' }],
      ['a negative total', { payment_method: 'CARD', terms_accepted: 'true', expected_total: '-5' }],
    ])('refuses %s with 400', async (_, fields) => {
      const who = await withCart('badorder');
      const response = await who.post('/orders', fields, { 'idempotency-key': 'bad-order-key-0001' });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('summary and tracking', () => {
    let owner: SpecShopper;
    let publicId: string;
    beforeAll(async () => {
      owner = await withCart('tracked');
      await completeCheckoutSteps(owner);
      publicId = dataOf<PlacedOrderWire>(
        await placeOrder(owner, 'tracked-key-0001', { expected_total: '2995' }),
      ).public_id;
    });

    it('shows the summary to the session that placed the order only', async () => {
      const mine = await owner.get(`/orders/${publicId}/summary`);
      expect(mine.statusCode).toBe(200);
      expect(decodeWith(OrderSummaryResponse)(mine.json()).isOk()).toBe(true);
      expect(dataOf<OrderSummaryWire>(mine).lines).toEqual([
        expect.objectContaining({ name: 'Taza de prueba', quantity: 2, line_total: { amount: 2500, currency: 'EUR' } }),
      ]);
      const foreign = await shopper(app, sessionIdFor('stranger')).get(`/orders/${publicId}/summary`);
      const unknown = await owner.get('/orders/ES-NOTANID1/summary');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
    });

    it('keeps the chosen pickup point on the order, its summary and its tracking', async () => {
      const who = await withCart('pickup-order');
      await completeCheckoutSteps(who, { mode: 'PICKPOINT', carrier: 'CORREOS', pickup_point_id: 'CORREOS-ES-01' });
      const total = dataOf<{ total: { amount: number } }>(await who.get('/cart')).total.amount;
      const placed = dataOf<PlacedOrderWire>(
        await placeOrder(who, 'pickup-order-key-01', { expected_total: String(total) }),
      );
      const seeded = demoPickupPoints().find((point) => point.id === 'CORREOS-ES-01');
      const pickupPoint = {
        id: 'CORREOS-ES-01',
        name: seeded?.name,
        street: seeded?.street,
        postal_code: seeded?.postalCode,
        city: seeded?.city,
        country: 'ES',
        opening_hours: seeded?.openingHours,
        phone: seeded?.phone,
      };
      const summary = await who.get(`/orders/${placed.public_id}/summary`);
      expect(decodeWith(OrderSummaryResponse)(summary.json()).isOk()).toBe(true);
      expect(dataOf<OrderSummaryWire>(summary).pickup_point).toEqual(pickupPoint);
      const tracking = await who.get(
        `/tracking?public_id=${placed.public_id}&shipment_postal_code=28013&shipment_country=ES`,
      );
      expect(dataOf<OrderTrackingWire>(tracking).pickup_point).toEqual(pickupPoint);
    });

    it('tracks by order number, postal code and country in any form', async () => {
      const response = await shopper(app, sessionIdFor('anyone')).get(
        `/tracking?public_id=${publicId.toLowerCase()}&shipment_postal_code=28%20013&shipment_country=es`,
      );
      expect(response.statusCode).toBe(200);
      expect(decodeWith(OrderTrackingResponse)(response.json()).isOk()).toBe(true);
      expect(dataOf<unknown>(response)).toMatchObject({
        public_id: publicId,
        status: 0,
        status_name: 'RECEIVED',
        commercial_status: 8,
        commercial_status_name: 'CONFIRMED',
        shipment: {
          delivery_method: 'ADDRESS',
          state: 'PROCESSING',
          timeline: [
            { state: 'PROCESSING', progress: 'current', at: expect.any(Number) },
            { state: 'ON_ROUTE', progress: 'upcoming', at: null },
            { state: 'ON_DELIVERY', progress: 'upcoming', at: null },
            { state: 'DELIVERED', progress: 'upcoming', at: null },
          ],
        },
        user_required_actions: [],
      });
    });

    it('answers a wrong postal code exactly like an unknown order', async () => {
      const anyone = shopper(app, sessionIdFor('guesser'));
      const wrong = await anyone.get(`/tracking?public_id=${publicId}&shipment_postal_code=28014&shipment_country=ES`);
      const unknown = await anyone.get(
        '/tracking?public_id=ES-NOTANID1&shipment_postal_code=28013&shipment_country=ES',
      );
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual(unknown.json());
      expect((await anyone.get(`/tracking?public_id=${publicId}`)).statusCode).toBe(400);
    });

    it('takes refund data for a pending action and answers the IBAN masked, once', async () => {
      const db = database.db;
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.publicId, publicId));
      await db.insert(userRequiredActions).values({
        publicId: 'refund-action-1',
        orderId: order?.id as string,
        type: 'PROVIDE_DATA_TO_REFUND',
        status: 'PENDING',
      });
      const anyone = shopper(app, sessionIdFor('refunder'));
      const tracking = await anyone.get(
        `/tracking?public_id=${publicId}&shipment_postal_code=28013&shipment_country=ES`,
      );
      expect(dataOf<OrderTrackingWire>(tracking).user_required_actions).toEqual([
        { public_id: 'refund-action-1', type: 'PROVIDE_DATA_TO_REFUND', status: 'PENDING' },
      ]);
      const url = `/tracking/${publicId}/user_required_actions/refund-action-1`;
      const place = { shipment_postal_code: '28013', shipment_country: 'ES' };
      const invalid = await anyone.post(url, { ...place, iban: 'ES00 1234', account_holder: '' });
      expect(invalid.statusCode).toBe(422);
      expect(errorOf(invalid).fields).toEqual([
        { field: 'iban', message: 'InvalidIban' },
        { field: 'account_holder', message: 'Required' },
      ]);
      const wrongPlace = await anyone.post(url, {
        ...place,
        shipment_postal_code: '08001',
        iban: 'ES91 2100 0418 4502 0005 1332',
        account_holder: 'Ana García',
      });
      expect(wrongPlace.statusCode).toBe(404);
      const accepted = await anyone.post(url, {
        ...place,
        iban: 'es91 2100 0418 4502 0005 1332',
        account_holder: 'Ana García',
      });
      expect(accepted.statusCode).toBe(200);
      expect(decodeWith(RefundDataAcceptedResponse)(accepted.json()).isOk()).toBe(true);
      expect(dataOf<unknown>(accepted)).toEqual({
        public_id: 'refund-action-1',
        type: 'PROVIDE_DATA_TO_REFUND',
        status: 'DONE',
        refund: { iban: 'ES** **** **** **** **** 1332', account_holder: 'Ana García' },
      });
      expect(accepted.body).not.toContain('0418');
      const again = await anyone.post(url, {
        ...place,
        iban: 'ES91 2100 0418 4502 0005 1332',
        account_holder: 'Ana García',
      });
      expect(again.statusCode).toBe(409);
      const [stored] = await db
        .select()
        .from(userRequiredActions)
        .where(eq(userRequiredActions.publicId, 'refund-action-1'));
      expect(stored?.data).toEqual({ iban: 'ES9121000418450200051332', accountHolder: 'Ana García' });
    });
  });
});
