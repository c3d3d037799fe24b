import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import {
  carts,
  mailOutbox,
  orderLines,
  orders,
  payments,
  promotions,
} from '../../../adapters/postgres/schema/index.ts';
import { buildApp } from '../../../composition-root/server/main.ts';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import type { CartViewWire } from '../../../adapters/shop-api-contract/carts.codec.ts';
import type { PlacedOrderWire } from '../../../adapters/shop-api-contract/orders.codec.ts';
import {
  completeCheckoutSteps,
  dataOf,
  insertCartFixtures,
  sessionIdFor,
  shopper,
  type SpecShopper,
} from '../../support/shop-orders-fixture.ts';
import { APP_ROOT, openDemoDatabase } from '../../support/test-app.ts';
import { freshPostgres, TEST_ENGINES } from '../../support/test-database.ts';
import { eventually } from '../../support/eventually.ts';
import { queuedJobs } from '../../support/queued-jobs.ts';

/** A shopper with `quantity` spec mugs in the cart and a complete checkout, and the total they were shown. */
const readyToOrder = async (app: FastifyInstance, name: string, n: number, quantity: number, code?: string) => {
  const who = shopper(app, sessionIdFor(name, n));
  await who.post('/cart/lines', { article_id: '9001', quantity: String(quantity) });
  if (code) await who.put('/cart/promotion', { code });
  await completeCheckoutSteps(who);
  const cart = dataOf<CartViewWire>(await who.get('/cart'));
  return { who, cartId: cart.id as string, total: cart.total.amount };
};

const order = (who: SpecShopper, key: string, total: number) =>
  who.post(
    '/orders',
    { payment_method: 'CARD', terms_accepted: 'true', expected_total: String(total) },
    { 'idempotency-key': key },
  );

const inBatches = async <T>(count: number, make: (n: number) => Promise<T>): Promise<T[]> => {
  const all: T[] = [];
  for (let start = 0; start < count; start += 10) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, i) => make(start + i)))));
  }
  return all;
};

for (const engine of TEST_ENGINES) {
  describe(`Placing orders under concurrency (${engine.name})`, () => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let drop = async () => {};
    beforeAll(async () => {
      const url = process.env.TEST_DATABASE_URL;
      const fresh = engine.kind === 'postgres' && url ? await freshPostgres(url) : null;
      database = fresh ? await openDatabase(fresh.location) : await openDemoDatabase();
      if (fresh) drop = fresh.drop;
      app = await buildApp({
        config: readServerConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap(),
        appRoot: APP_ROOT,
        database,
        template: await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8'),
      });
      await insertCartFixtures(database.db);
    });
    afterAll(async () => {
      await app.close();
      // Lets the pool's sockets finish closing before the database is dropped under them.
      await new Promise((resolve) => setTimeout(resolve, 250));
      await drop();
    });

    it('places one order for ten parallel POSTs with one Idempotency-Key, and replays it to a retry', async () => {
      const { who, cartId, total } = await readyToOrder(app, 'parallel', 0, 2);
      const key = 'parallel-same-key-0001';
      const responses = await Promise.all(Array.from({ length: 10 }, () => order(who, key, total)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      const retried = await order(who, key, total);
      expect(retried.body).toBe(responses[0]?.body);
      const stored = await database.db
        .select({ publicId: orders.publicId })
        .from(orders)
        .where(eq(orders.cartId, cartId));
      const publicId = dataOf<PlacedOrderWire>(retried).public_id;
      expect(stored).toEqual([{ publicId }]);
      // One confirmation mail queued with the one order, sent once.
      const [job, ...others] = await eventually(async () => {
        const jobs = await queuedJobs(database, 'order-confirmation-mail', publicId);
        return jobs.every((queued) => queued.state === 'completed') ? jobs : undefined;
      });
      expect(others).toEqual([]);
      expect(job?.retryCount).toBe(0);
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${publicId}%`));
      expect(mails).toHaveLength(1);
    });

    it('refuses, during the same race, a POST that reuses the key for another body', async () => {
      const { who, total } = await readyToOrder(app, 'mixed', 0, 1);
      const key = 'parallel-mixed-key-0001';
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => order(who, key, total)),
        order(who, key, total + 1),
      ]);
      // Whichever body claims the key first decides; the other body is refused, never placed twice.
      const sameBody = responses.slice(0, 5).map((response) => response.statusCode);
      expect(new Set(sameBody).size).toBe(1);
      expect([201, 409]).toContain(sameBody[0]);
      expect(responses[5]?.statusCode).toBe(409);
      const placed = responses.filter((response) => response.statusCode === 201).map((response) => response.body);
      expect(new Set(placed).size).toBeLessThanOrEqual(1);
    });

    it('places exactly fifty orders for fifty concurrent checkouts, each adding up', async () => {
      const shoppers = await inBatches(50, (n) => readyToOrder(app, 'fifty', n, 1 + (n % 7)));
      const responses = await Promise.all(
        shoppers.map((s, n) => order(s.who, `fifty-key-${String(n).padStart(4, '0')}`, s.total)),
      );
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(50);
      const db = database.db;
      const cartIds = shoppers.map((s) => s.cartId);
      const placed = await db.select().from(orders).where(inArray(orders.cartId, cartIds));
      expect(placed).toHaveLength(50);
      expect(new Set(placed.map((o) => o.publicId)).size).toBe(50);
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            placed.map((o) => o.id),
          ),
        );
      const paid = await db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.orderId,
            placed.map((o) => o.id),
          ),
        );
      for (const o of placed) {
        const sum = lines
          .filter((l) => l.orderId === o.id)
          .reduce((total, l) => total + l.quantity * l.unitPriceMinor, 0);
        expect(sum).toBe(o.subtotalMinor);
        expect(o.subtotalMinor + o.shippingMinor - o.discountMinor).toBe(o.totalMinor);
        expect(paid.filter((p) => p.orderId === o.id).map((p) => [p.amountMinor, p.status])).toEqual([
          [o.totalMinor, 'PENDING'],
        ]);
        expect(o.totalMinor).toBe(shoppers.find((s) => s.cartId === o.cartId)?.total);
      }
      const closed = await db.select({ status: carts.status }).from(carts).where(inArray(carts.id, cartIds));
      expect(closed.every((c) => c.status === 'ordered')).toBe(true);
    });

    it('lets a promotion limited to five uses discount exactly five of twenty concurrent orders', async () => {
      const shoppers = await inBatches(20, (n) => readyToOrder(app, 'limited', n, 2, 'SPEC-LIMITED'));
      expect(shoppers.every((s) => s.total === 2500 - 500 + 495)).toBe(true);
      const responses = await Promise.all(
        shoppers.map((s, n) => order(s.who, `limited-key-${String(n).padStart(4, '0')}`, s.total)),
      );
      expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(15);
      const db = database.db;
      const discounted = await db
        .select()
        .from(orders)
        .where(
          and(
            inArray(
              orders.cartId,
              shoppers.map((s) => s.cartId),
            ),
            eq(orders.promotionCode, 'SPEC-LIMITED'),
          ),
        );
      expect(discounted).toHaveLength(5);
      expect(discounted.every((o) => o.discountMinor === 500)).toBe(true);
      const [promotion] = await db.select().from(promotions).where(eq(promotions.code, 'SPEC-LIMITED'));
      expect(promotion?.uses).toBe(5);
    });
  });
}
