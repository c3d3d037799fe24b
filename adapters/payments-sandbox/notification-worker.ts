import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { ShopDatabase } from '../postgres/database.ts';
import { signNotification } from './notification-signature.ts';
import { claimDueDeliveries, recordDelivery, type DeliveryOutcome } from './notification-outbox.ts';

/** Posts one signed notification to the shop's webhook. */
export type SendNotification = (notification: { body: string; signature: string }) => Promise<DeliveryOutcome>;

export type NotificationWorkerDeps = {
  readonly db: ShopDatabase;
  readonly clock: Clock;
  readonly secret: string;
  readonly send: SendNotification;
  readonly intervalMs: number;
  readonly onError: (error: unknown) => void;
};

export type NotificationWorker = {
  /** Delivers every due notification once; resolves to how many were tried. */
  readonly runOnce: () => Promise<number>;
  /** Asks for a run now (after a payer's choice), without waiting for it. */
  readonly kick: () => void;
  readonly start: () => void;
  /** Stops the timer and waits for the run in progress. */
  readonly stop: () => Promise<void>;
};

/** Delivers the outbox in the background: on a fixed interval and when kicked, never two runs at once. */
export const notificationWorker = ({ db, clock, secret, send, intervalMs, onError }: NotificationWorkerDeps) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;

  const runOnce = async (): Promise<number> => {
    const due = await claimDueDeliveries(db, clock.now());
    for (const delivery of due) {
      const outcome = await send({ body: delivery.body, signature: signNotification(delivery.body, secret) }).catch(
        (error: unknown): DeliveryOutcome => ({ kind: 'failed', reason: String(error) }),
      );
      await recordDelivery(db, delivery, outcome, clock.now());
    }
    return due.length;
  };

  const tick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  return {
    runOnce,
    kick: tick,
    start: () => {
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  } satisfies NotificationWorker;
};
