import type { Clock } from '../../core/domain/shared/clock.port.ts';
import { backgroundLoop, type BackgroundLoop } from '../system/background-loop.ts';
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

export type NotificationWorker = BackgroundLoop & {
  /** Delivers every due notification once; resolves to how many were tried. */
  readonly runOnce: () => Promise<number>;
};

/** Delivers the outbox in the background: on a fixed interval and when kicked, never two runs at once. */
export const notificationWorker = ({ db, clock, secret, send, intervalMs, onError }: NotificationWorkerDeps) => {
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

  return { runOnce, ...backgroundLoop(runOnce, { intervalMs, onError }) } satisfies NotificationWorker;
};
