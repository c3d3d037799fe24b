import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CLAIM_LEASE_MS,
  claimDueDeliveries,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelay,
  type DeliveryOutcome,
} from '../../../adapters/payments-sandbox/notification-outbox.ts';
import { isSignatureValid } from '../../../adapters/payments-sandbox/notification-signature.ts';
import { notificationWorker } from '../../../adapters/payments-sandbox/notification-worker.ts';
import { recordSandboxChoice } from '../../../adapters/payments-sandbox/sandbox-choice.ts';
import { sandboxPaymentGateway } from '../../../adapters/payments-sandbox/sandbox-payment-gateway.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { cryptoIdGenerator } from '../../../adapters/system/crypto-id-generator.ts';
import { paymentNotificationOutbox as outbox } from '../../../adapters/postgres/schema/index.ts';
import type { Clock } from '../../../core/domain/shared/clock.port.ts';
import type { Cents } from '../../../core/domain/pricing/money.ts';
import { insertStoredOrder } from '../../support/stored-orders.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const SECRET = 'worker-spec-secret-0123456789abcdef';
const T0 = Date.parse('2026-03-04T08:00:00Z');

/** A clock the spec moves by hand. */
const movableClock = () => {
  let now = T0;
  const clock: Clock = { now: () => now };
  return { clock, at: (offsetMs: number) => void (now = T0 + offsetMs) };
};

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

for (const engine of TEST_ENGINES) {
  describe(`sandbox notification outbox: ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    });
    afterAll(() => database.close());
    // Each spec starts from an empty outbox, so one spec's pending rows never fall due in another's.
    beforeEach(async () => {
      await database.db.delete(outbox);
    });

    /** An approved sandbox payment whose notification waits in the outbox. */
    const approvedPayment = async (clock: Clock) => {
      const ids = cryptoIdGenerator;
      const order = await insertStoredOrder(database.db);
      const session = (
        await sandboxPaymentGateway(database.db, ids, clock).startPayment({
          paymentId: order.paymentId,
          orderPublicId: order.publicId,
          method: 'CARD',
          amount: { amount: 2490 as Cents, currency: 'EUR' },
          returnUrl: '/order-completed',
          locale: 'es',
        })
      )._unsafeUnwrap();
      await recordSandboxChoice(database.db, ids, clock, session.providerReference, 'approved');
      return order;
    };
    const row = async (paymentId: string) =>
      (await database.db.select().from(outbox).where(eq(outbox.paymentId, paymentId)))[0];
    const workerWith = (clock: Clock, send: ReturnType<typeof scriptedWebhook>['send']) =>
      notificationWorker({ db: database.db, clock, secret: SECRET, send, intervalMs: 60_000, onError: () => {} });

    it('retries a failed delivery after the backoff, then stops once acknowledged', async () => {
      const time = movableClock();
      const order = await approvedPayment(time.clock);
      const webhook = scriptedWebhook([{ kind: 'failed', reason: 'HTTP 503' }, { kind: 'acknowledged' }]);
      const worker = workerWith(time.clock, webhook.send);

      expect(await worker.runOnce()).toBe(1);
      expect(await row(order.paymentId)).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'HTTP 503' });
      time.at(RETRY_BASE_MS - 1);
      expect(await worker.runOnce()).toBe(0);
      time.at(RETRY_BASE_MS);
      expect(await worker.runOnce()).toBe(1);
      expect(await row(order.paymentId)).toMatchObject({ attempts: 2, deliveredAt: new Date(T0 + RETRY_BASE_MS) });
      time.at(RETRY_MAX_MS * 2);
      expect(await worker.runOnce()).toBe(0);

      expect(webhook.received).toHaveLength(2);
      expect(webhook.received[0]?.body).toBe(webhook.received[1]?.body);
      const sent = webhook.received[0] as { body: string; signature: string };
      expect(isSignatureValid(sent.body, sent.signature, SECRET)).toBe(true);
      expect(JSON.parse(sent.body)).toMatchObject({
        payment_id: order.paymentId,
        result: 'PAID',
        type: 'payment.result',
      });
    });

    it('treats a webhook that cannot be reached as a failure to retry', async () => {
      const time = movableClock();
      const order = await approvedPayment(time.clock);
      await workerWith(time.clock, scriptedWebhook([]).send).runOnce();
      expect(await row(order.paymentId)).toMatchObject({
        attempts: 1,
        nextAttemptAt: new Date(T0 + RETRY_BASE_MS),
        lastError: 'Error: connection refused',
      });
    });

    it('gives up on a notification the webhook refused as such (a 4xx)', async () => {
      const time = movableClock();
      const order = await approvedPayment(time.clock);
      const worker = workerWith(time.clock, scriptedWebhook([{ kind: 'rejected', reason: 'HTTP 404' }]).send);
      await worker.runOnce();
      time.at(RETRY_MAX_MS * 2);
      expect(await worker.runOnce()).toBe(0);
      expect(await row(order.paymentId)).toMatchObject({ abandonedAt: new Date(T0), deliveredAt: null });
    });

    it('hands a delivery claimed by a worker that died to another once its lease runs out', async () => {
      const time = movableClock();
      const order = await approvedPayment(time.clock);
      const claimed = await claimDueDeliveries(database.db, time.clock.now());
      expect(claimed.map((delivery) => delivery.attempts)).toEqual([0]);
      const worker = workerWith(time.clock, scriptedWebhook([{ kind: 'acknowledged' }]).send);
      time.at(CLAIM_LEASE_MS - 1);
      expect(await worker.runOnce()).toBe(0);
      time.at(CLAIM_LEASE_MS);
      expect(await worker.runOnce()).toBe(1);
      expect((await row(order.paymentId))?.deliveredAt).not.toBeNull();
    });

    it('delivers in the background once started, and stops cleanly', async () => {
      const time = movableClock();
      const order = await approvedPayment(time.clock);
      const worker = workerWith(time.clock, scriptedWebhook([{ kind: 'acknowledged' }]).send);
      worker.start();
      worker.kick();
      await worker.stop();
      expect((await row(order.paymentId))?.deliveredAt).toEqual(new Date(T0));
    });
  });
}

describe('retryDelay', () => {
  it('doubles from the base and stops at the maximum', () => {
    expect([1, 2, 3, 20].map(retryDelay)).toEqual([RETRY_BASE_MS, RETRY_BASE_MS * 2, RETRY_BASE_MS * 4, RETRY_MAX_MS]);
  });
});
