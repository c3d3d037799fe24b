import type { Clock } from '../../core/domain/shared/clock.port.ts';
import type { Mailer } from '../../core/shop/mail/mailer.port.ts';
import type { ShopDatabase } from '../postgres/database.ts';
import {
  claimDueMails,
  recordMailAttempt,
  type MailAttempt,
  type QueuedMail,
} from '../postgres/postgres-mail-queue.ts';

export type MailQueueWorkerDeps = {
  readonly db: ShopDatabase;
  readonly clock: Clock;
  /** The mail server (SMTP): one try of one mail. */
  readonly transport: Mailer;
  readonly intervalMs: number;
  /** Told of a mail given up after its last try, for the operator's log. */
  readonly abandoned: (mail: QueuedMail, reason: string) => void;
  readonly onError: (error: unknown) => void;
};

export type MailQueueWorker = {
  /** Tries every due mail once; resolves to how many were tried. */
  readonly runOnce: () => Promise<number>;
  /** Asks for a run now (a mail was just written), without waiting for it; nothing before `start`. */
  readonly kick: () => void;
  readonly start: () => void;
  /** Stops the timer and waits for the run in progress. */
  readonly stop: () => Promise<void>;
};

/** Delivers the mail queue in the background: on a fixed interval and when kicked, never two runs at once. */
export const mailQueueWorker = ({
  db,
  clock,
  transport,
  intervalMs,
  abandoned,
  onError,
}: MailQueueWorkerDeps): MailQueueWorker => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let started = false;

  const runOnce = async (): Promise<number> => {
    const due = await claimDueMails(db, clock.now());
    for (const mail of due) {
      const attempt = await transport.send(mail.message).match(
        (): MailAttempt => ({ kind: 'sent' }),
        (error): MailAttempt => ({ kind: 'failed', reason: error.cause }),
      );
      const recorded = await recordMailAttempt(db, mail, attempt, clock.now());
      if (recorded.abandoned && attempt.kind === 'failed') abandoned(mail, attempt.reason);
    }
    return due.length;
  };

  const tick = (): void => {
    if (!started) return;
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
      started = true;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      started = false;
      clearInterval(timer);
      await running;
    },
  };
};
