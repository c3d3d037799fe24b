import type { Clock } from '../../core/domain/shared/clock.port.ts';
import { backgroundLoop, type BackgroundLoop } from '../system/background-loop.ts';
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

export type MailQueueWorker = BackgroundLoop & {
  /** Tries every due mail once; resolves to how many were tried. */
  readonly runOnce: () => Promise<number>;
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

  return { runOnce, ...backgroundLoop(runOnce, { intervalMs, onError }) };
};
