import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SandboxGateway from '../../../adapters/payments-sandbox/sandbox-payment-gateway.ts';
import { openDatabase, type DatabaseHandle, type DatabaseLocation } from '../../../adapters/postgres/database.ts';
import { orders } from '../../../adapters/postgres/schema/index.ts';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import type { PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import { buildApp } from '../../../composition-root/server/main.ts';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import {
  completeCheckoutSteps,
  dataOf,
  insertCartFixtures,
  sessionIdFor,
  shopper,
} from '../../support/shop-orders-fixture.ts';
import { APP_ROOT } from '../../support/test-app.ts';
import { freshPostgres, TEST_ENGINES } from '../../support/test-database.ts';

/** The moment between the order's commit and its answer: the next payment start dies there, like a killed process. */
const crash = vi.hoisted(() => ({ armed: false }));
vi.mock('../../../adapters/payments-sandbox/sandbox-payment-gateway.ts', async (importOriginal) => {
  const original = (await importOriginal()) as typeof SandboxGateway;
  return {
    ...original,
    sandboxPaymentGateway: (...args: Parameters<typeof original.sandboxPaymentGateway>) => {
      const gateway = original.sandboxPaymentGateway(...args);
      return {
        ...gateway,
        startPayment: (request: Parameters<typeof gateway.startPayment>[0]) => {
          if (!crash.armed) return gateway.startPayment(request);
          crash.armed = false;
          throw new Error('the process died after the order committed');
        },
      };
    },
  };
});

for (const engine of TEST_ENGINES) {
  describe(`A retried order after a crash between commit and answer (${engine.name})`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let drop = async () => {};
    beforeAll(async () => {
      const url = process.env.TEST_DATABASE_URL;
      const fresh = engine.kind === 'postgres' && url ? await freshPostgres(url) : null;
      const location: DatabaseLocation = fresh ? fresh.location : { memory: true };
      if (fresh) drop = fresh.drop;
      app = await buildApp({
        config: readServerConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap(),
        appRoot: APP_ROOT,
        database: (database = await openDatabase(location)),
        template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
      });
      await insertCartFixtures(database.db);
    });
    afterAll(async () => {
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, 250));
      await drop();
    });

    it('replays the committed order to a retry with the same Idempotency-Key, never "Your cart is empty"', async () => {
      const who = shopper(app, sessionIdFor('crashed', 0));
      await who.post('/cart/lines', { article_id: '9001', quantity: '2' });
      await completeCheckoutSteps(who);
      const cart = dataOf<CartViewWire>(await who.get('/cart'));
      const place = () =>
        who.post(
          '/orders',
          { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(cart.total.amount) },
          { 'idempotency-key': 'crash-retry-key-0001' },
        );

      crash.armed = true;
      const lost = await place();
      expect(lost.statusCode).toBe(500);

      const retried = await place();
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      const placed = dataOf<PlacedOrderWire>(retried);
      expect(placed.next).toEqual({ kind: 'pending' });
      const stored = await database.db
        .select({ publicId: orders.publicId })
        .from(orders)
        .where(eq(orders.cartId, cart.id as string));
      expect(stored).toEqual([{ publicId: placed.public_id }]);
    });

    it('keeps the payment page in the answer when nothing crashed', async () => {
      const who = shopper(app, sessionIdFor('steady', 0));
      await who.post('/cart/lines', { article_id: '9001', quantity: '1' });
      await completeCheckoutSteps(who);
      const cart = dataOf<CartViewWire>(await who.get('/cart'));
      const place = () =>
        who.post(
          '/orders',
          { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(cart.total.amount) },
          { 'idempotency-key': 'steady-key-0001' },
        );
      const first = await place();
      expect(dataOf<PlacedOrderWire>(first).next.kind).toBe('redirect');
      expect((await place()).body).toBe(first.body);
    });
  });
}
