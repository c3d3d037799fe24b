import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { sandboxPaymentGateway } from '../../../adapters/payments-sandbox/sandbox-payment-gateway.ts';
import { cryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../../adapters/system/system-clock.ts';
import type { Cents } from '../../../core/domain/pricing/money.ts';
import { notificationJobsOf } from '../../support/payment-notification-jobs.ts';
import { insertStoredOrder, readStoredOrder } from '../../support/stored-orders.ts';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import { buildApp, startServer } from '../../../composition-root/server/main.ts';
import { formBody } from '../../support/auth-session.ts';
import { eventually } from '../../support/eventually.ts';
import { queuedJobs } from '../../support/queued-jobs.ts';
import { startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { APP_ROOT, EXT_SESSION_ID, openDemoDatabase, specServerConfig } from '../../support/test-app.ts';
import { freshPostgres, TEST_ENGINES } from '../../support/test-database.ts';

const template = await readFile(path.join(APP_ROOT, 'ui/index.html'), 'utf8');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('SHOP_ROLE', () => {
  it('is all by default, web or worker when set, and anything else is named', () => {
    expect(readServerConfig({})._unsafeUnwrap().role).toBe('all');
    expect(readServerConfig({ SHOP_ROLE: 'web', DATABASE_URL: 'postgres://db/shop' })._unsafeUnwrap().role).toBe('web');
    expect(readServerConfig({ SHOP_ROLE: 'Worker', DATABASE_URL: 'postgres://db/shop' })._unsafeUnwrap().role).toBe(
      'worker',
    );
    expect(readServerConfig({ SHOP_ROLE: 'cron', DATABASE_URL: 'postgres://db/shop' })._unsafeUnwrapErr()).toEqual([
      'SHOP_ROLE must be all, web or worker (got "cron")',
    ]);
  });

  it('refuses web or worker on the embedded database, which admits one process', () => {
    expect(readServerConfig({ SHOP_ROLE: 'web' })._unsafeUnwrapErr()).toEqual([
      'SHOP_ROLE=web needs DATABASE_URL (the embedded database admits one process, which runs all)',
    ]);
  });
});

for (const engine of TEST_ENGINES) {
  describe(`A web instance and a worker on one database (${engine.name})`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
    let database: DatabaseHandle;
    let env: NodeJS.ProcessEnv;
    let drop = async () => {};

    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      const url = process.env.TEST_DATABASE_URL;
      const fresh = engine.kind === 'postgres' && url ? await freshPostgres(url) : null;
      if (fresh) drop = fresh.drop;
      database = fresh ? await openDatabase(fresh.location) : await openDemoDatabase();
      // On PGlite the spec hands both instances its one in-memory database in place of this URL.
      const databaseUrl = fresh ? (fresh.location as { url: string }).url : 'postgres://handed-over@127.0.0.1/spec';
      env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url };
    });
    afterAll(async () => {
      await database.close();
      await smtp.close();
      await new Promise((resolve) => setTimeout(resolve, 250));
      await drop();
    });

    /** An instance of the fleet: on PostgreSQL it opens its own pool; on PGlite it borrows the spec's database. */
    const instanceOptions = (role: 'web' | 'worker', extra: NodeJS.ProcessEnv = {}) => ({
      config: specServerConfig({ ...env, SHOP_ROLE: role, ...extra }),
      appRoot: APP_ROOT,
      template,
      ...(engine.kind === 'pglite' ? { database: { ...database, close: async () => {} } } : {}),
    });

    const mailJobsTo = (email: string) => queuedJobs(database, 'mail', email);

    /** A sandbox payment for a stored order, as checkout starts it: its hosted page's address. */
    const sandboxPageOf = async () => {
      const order = await insertStoredOrder(database.db, { sessionId: EXT_SESSION_ID });
      const session = (
        await sandboxPaymentGateway(database.db, cryptoIdGenerator, systemClock).startPayment({
          paymentId: order.paymentId,
          orderPublicId: order.publicId,
          method: 'CARD',
          amount: { amount: 2490 as Cents, currency: 'EUR' },
          returnUrl: '/order-completed',
          locale: 'es-ES',
        })
      )._unsafeUnwrap();
      if (session.kind !== 'redirect') throw new Error('expected the sandbox to redirect');
      return { order, url: session.redirectUrl };
    };

    it('the web instance serves the shop and queues mail and payment notifications it never delivers; the worker delivers them and serves no page', async () => {
      const web: FastifyInstance = await buildApp(instanceOptions('web'));
      await web.ready();
      expect((await web.inject('/')).statusCode).toBe(200);
      const subscribed = await web.inject({
        method: 'POST',
        url: '/shop-api/v1/newsletter/subscriptions',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody({ ext_session_id: EXT_SESSION_ID, email: 'fleet-roles@example.com' }),
      });
      expect(subscribed.statusCode).toBe(202);
      const payment = await sandboxPageOf();
      const approved = await web.inject({
        method: 'POST',
        url: `${payment.url}/approve`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(approved.statusCode).toBe(303);
      // Closing waits for any run in progress: had the web instance started a send, it would be done by now.
      await web.close();
      expect(smtp.received).toEqual([]);
      expect(await mailJobsTo('fleet-roles@example.com')).toMatchObject([{ state: 'created', retryCount: 0 }]);
      expect(await notificationJobsOf(database, payment.order.paymentId)).toMatchObject([
        { state: 'created', retryCount: 0 },
      ]);

      const port = await freePort();
      const worker = await startServer(instanceOptions('worker', { PORT: String(port) }));
      try {
        const sent = await eventually(async () =>
          smtp.received.find((mail) => mail.to[0] === 'fleet-roles@example.com'),
        );
        expect(sent.raw).toContain('Subject: ');
        expect(
          await eventually(async () => {
            const [job] = await mailJobsTo('fleet-roles@example.com');
            return job?.state === 'completed' ? job : undefined;
          }),
        ).toMatchObject({ retryCount: 0 });
        expect(smtp.received.filter((mail) => mail.to[0] === 'fleet-roles@example.com')).toHaveLength(1);

        expect(
          await eventually(async () => {
            const [job] = await notificationJobsOf(database, payment.order.paymentId);
            return job?.state === 'completed' ? job : undefined;
          }),
        ).toMatchObject({ retryCount: 0 });
        expect((await readStoredOrder(database.db, payment.order)).payment?.status).toBe('PAID');

        const health = await fetch(`http://127.0.0.1:${port}/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ success: true, data: { role: 'worker', status: 'running' } });
        for (const pathname of ['/', '/shop-api/v1/cart', '/api/session']) {
          const refused = await fetch(`http://127.0.0.1:${port}${pathname}`);
          expect(refused.status).toBe(404);
          expect(await refused.json()).toEqual({
            success: false,
            error: { code: 4004, message: 'A worker serves no shop: ask a web instance' },
          });
        }
      } finally {
        await worker.close();
      }
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    });
  });
}
