import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgBossJobRunner, type JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { deliverNotification, type DeliveryOutcome } from '../../../adapters/payments-sandbox/notification-delivery.ts';
import { isSignatureValid, SIGNATURE_HEADER } from '../../../adapters/payments-sandbox/notification-signature.ts';
import { recordSandboxChoice } from '../../../adapters/payments-sandbox/sandbox-choice.ts';
import { sandboxPaymentGateway } from '../../../adapters/payments-sandbox/sandbox-payment-gateway.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { postgresPaymentLedger } from '../../../adapters/postgres/postgres-payment-ledger.ts';
import {
  PAYMENT_NOTIFICATIONS_PATH,
  paymentNotificationRoutes,
} from '../../../adapters/server/product-server/payment-notifications.routes.ts';
import { cryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.ts';
import { systemClock } from '../../../adapters/system/system-clock.ts';
import type { Cents } from '../../../core/domain/pricing/money.ts';
import type { ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { receivePaymentNotification } from '../../../core/shop/payments/receive-payment-notification.use-case.ts';
import { eventually } from '../../support/eventually.ts';
import { notificationJobsOf } from '../../support/payment-notification-jobs.ts';
import { recordedJobs } from '../../support/recorded-jobs.ts';
import { insertStoredOrder, readStoredOrder } from '../../support/stored-orders.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const SECRET = 'delivery-spec-secret-0123456789abcdef';

type NotificationJobs = Pick<ShopJobs, 'payment-notification'>;

/** A webhook that answers from a script, one outcome per delivery, and keeps what it was sent. */
const scriptedWebhook = (script: DeliveryOutcome[]) => {
  const received: { body: string; signature: string }[] = [];
  const send = async (notification: { body: string; signature: string }) => {
    received.push(notification);
    const next = script.shift();
    if (!next) throw new Error('connection refused');
    return next;
  };
  return { received, send };
};

describe('deliverNotification', () => {
  const body = '{"event_id":"e1","result":"PAID"}';
  const deliver = (outcome: DeliveryOutcome | null) =>
    deliverNotification({ secret: SECRET, send: scriptedWebhook(outcome ? [outcome] : []).send })({
      eventId: 'e1',
      body,
    });

  it('signs the body it posts, and is done once the webhook acknowledges it', async () => {
    const webhook = scriptedWebhook([{ kind: 'acknowledged' }]);
    const delivered = await deliverNotification({ secret: SECRET, send: webhook.send })({ eventId: 'e1', body });
    expect(delivered.isOk()).toBe(true);
    const [sent] = webhook.received;
    expect(sent?.body).toBe(body);
    expect(isSignatureValid(sent!.body, sent!.signature, SECRET)).toBe(true);
  });

  it('fails a try the webhook could not take, or that never reached it, so the queue retries it', async () => {
    expect((await deliver({ kind: 'failed', reason: 'HTTP 503: busy' }))._unsafeUnwrapErr()).toEqual({
      type: 'JobFailed',
      cause: 'HTTP 503: busy',
    });
    expect((await deliver(null))._unsafeUnwrapErr()).toEqual({
      type: 'JobFailed',
      cause: 'Error: connection refused',
    });
  });

  it('fails for good, with the reason, a notification the webhook refused as such', async () => {
    expect((await deliver({ kind: 'rejected', reason: 'HTTP 400: bad signature' }))._unsafeUnwrapErr()).toEqual({
      type: 'JobFailed',
      cause: 'HTTP 400: bad signature',
      forGood: true,
    });
  });
});

for (const engine of TEST_ENGINES) {
  describe(`sandbox notifications on the job queue: ${engine.name}`, () => {
    let database: DatabaseHandle;
    let runner: JobRunner<NotificationJobs>;
    let shop: FastifyInstance;
    /** What the webhook answers next, per payment; `shop` passes the delivery on to the shop's real webhook. */
    const scripts = new Map<string, (DeliveryOutcome | 'shop')[]>();
    const received: string[] = [];

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      // A payment moves its order to paid, which queues nothing: only a delivery does (its review invitation).
      const ledger = postgresPaymentLedger(database.db, cryptoIdGenerator, () => recordedJobs<ShopJobs>().queue);
      shop = Fastify();
      await shop.register(
        paymentNotificationRoutes({
          secret: SECRET,
          receive: receivePaymentNotification({ payments: ledger, ids: cryptoIdGenerator, clock: systemClock }),
        }),
      );
      runner = pgBossJobRunner<NotificationJobs>({
        database,
        work: true,
        // Quick retries, so the spec sees one without waiting the shop's 5 s.
        policies: { 'payment-notification': { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 60 } },
        pollingIntervalSeconds: 0.5,
        report: () => {},
      });
      runner.handle(
        'payment-notification',
        deliverNotification({
          secret: SECRET,
          send: async ({ body, signature }) => {
            const paymentId = (JSON.parse(body) as { payment_id: string }).payment_id;
            received.push(paymentId);
            const next = scripts.get(paymentId)?.shift();
            if (!next) throw new Error('connection refused');
            if (next !== 'shop') return next;
            const answer = await shop.inject({
              method: 'POST',
              url: PAYMENT_NOTIFICATIONS_PATH,
              headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
              payload: body,
            });
            return answer.statusCode < 300
              ? { kind: 'acknowledged' }
              : { kind: 'failed', reason: `HTTP ${answer.statusCode}: ${answer.body}` };
          },
        }),
      );
      await runner.start();
    });
    afterAll(async () => {
      await shop.close();
      await runner.stop();
      await database.close();
    });

    /** An approved sandbox payment: the payer's choice queues its notification in the same transaction. */
    const approvedPayment = async (script: (DeliveryOutcome | 'shop')[]) => {
      const order = await insertStoredOrder(database.db);
      scripts.set(order.paymentId, script);
      const session = (
        await sandboxPaymentGateway(database.db, cryptoIdGenerator, systemClock).startPayment({
          paymentId: order.paymentId,
          orderPublicId: order.publicId,
          method: 'CARD',
          amount: { amount: 2490 as Cents, currency: 'EUR' },
          returnUrl: '/order-completed',
          locale: 'es',
        })
      )._unsafeUnwrap();
      if (session.kind !== 'redirect') throw new Error('expected the sandbox to redirect');
      const choose = (choice: 'approved' | 'declined') =>
        recordSandboxChoice(
          database.db,
          runner.queueIn,
          cryptoIdGenerator,
          systemClock,
          session.providerReference,
          choice,
        );
      await choose('approved');
      runner.wake('payment-notification');
      return { order, choose };
    };
    const settled = (paymentId: string) =>
      eventually(async () => {
        const [job] = await notificationJobsOf(database, paymentId);
        return job && ['completed', 'failed'].includes(job.state) ? job : undefined;
      });
    const deliveriesTo = (paymentId: string) => received.filter((id) => id === paymentId).length;

    it('queues one notification with the payer’s first choice; a second click queues none', async () => {
      const { order, choose } = await approvedPayment([{ kind: 'acknowledged' }]);
      await choose('declined');
      const jobs = await notificationJobsOf(database, order.paymentId);
      expect(jobs).toHaveLength(1);
      expect(JSON.parse(jobs[0]!.body)).toMatchObject({
        payment_id: order.paymentId,
        result: 'PAID',
        type: 'payment.result',
      });
    });

    it('delivers a notification to the shop’s webhook once: the order is paid', async () => {
      const { order } = await approvedPayment(['shop']);
      expect(await settled(order.paymentId)).toMatchObject({ state: 'completed', retryCount: 0 });
      expect(deliveriesTo(order.paymentId)).toBe(1);
      expect((await readStoredOrder(database.db, order)).payment?.status).toBe('PAID');
    });

    it('retries a delivery the shop could not take, with backoff; once delivered, the order is paid, once', async () => {
      const { order } = await approvedPayment([{ kind: 'failed', reason: 'HTTP 503: restarting' }, 'shop']);
      expect(await settled(order.paymentId)).toMatchObject({ state: 'completed', retryCount: 1 });
      expect(deliveriesTo(order.paymentId)).toBe(2);
      const stored = await readStoredOrder(database.db, order);
      expect(stored.payment?.status).toBe('PAID');
      expect(stored.paymentEvents).toHaveLength(1);
    });

    it('fails a rejected delivery for good, with the reason, for the operator', async () => {
      const { order } = await approvedPayment([{ kind: 'rejected', reason: 'HTTP 404: no such payment' }]);
      expect(await settled(order.paymentId)).toMatchObject({
        state: 'failed',
        retryCount: 0,
        error: 'HTTP 404: no such payment',
      });
      expect(deliveriesTo(order.paymentId)).toBe(1);
      const listed = (await runner.desk.failed())._unsafeUnwrap();
      expect(listed.map((job) => job.error)).toContain('HTTP 404: no such payment');
    });
  });
}
