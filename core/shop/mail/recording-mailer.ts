import { okAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { Mailer } from './mailer.port.ts';
import type { SentMails } from './sent-mails.port.ts';

/**
 * The mail server, noting each mail with a Message-ID once it took it. A note that cannot be kept leaves the mail
 * sent: failing the try would send it again.
 */
export const recordingMailer = (mailer: Mailer, sent: SentMails, clock: Clock): Mailer => ({
  send: (message) =>
    mailer
      .send(message)
      .andThen(() =>
        message.messageId === undefined
          ? okAsync(undefined)
          : sent.record(message.messageId, clock.now()).orElse(() => okAsync(undefined)),
      ),
});
