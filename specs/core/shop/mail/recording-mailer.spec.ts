import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../../../core/shop/mail/mailer.port.ts';
import { recordingMailer } from '../../../../core/shop/mail/recording-mailer.ts';
import type { SentMails } from '../../../../core/shop/mail/sent-mails.port.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const clock = fixedClock('2026-12-08T09:30:00Z');
const message = (messageId?: string): MailMessage => ({
  to: 'ana@example.com',
  subject: 'Tu pedido',
  text: 'Gracias',
  ...(messageId === undefined ? {} : { messageId }),
});

const aServer = (refuse = false) => {
  const taken: MailMessage[] = [];
  const server: Mailer = {
    send: (mail) => {
      if (refuse) return errAsync({ type: 'MailNotSent', cause: 'down' });
      taken.push(mail);
      return okAsync(undefined);
    },
  };
  return { server, taken };
};

const aLog = (failing = false) => {
  const kept: [string, number][] = [];
  const sent: SentMails = {
    record: (messageId, at) => {
      if (failing) return errAsync({ type: 'RepositoryFailure', cause: new Error('gone') } as never);
      kept.push([messageId, at]);
      return okAsync(undefined);
    },
  };
  return { sent, kept };
};

describe('the recording mailer', () => {
  it("notes an event mail's Message-ID once the server took it, and a mail without one not at all", async () => {
    const { server, taken } = aServer();
    const { sent, kept } = aLog();
    const mailer = recordingMailer(server, sent, clock);
    expect((await mailer.send(message('<order-confirmation.ES-1@shop.example>'))).isOk()).toBe(true);
    expect((await mailer.send(message())).isOk()).toBe(true);
    expect(taken).toHaveLength(2);
    expect(kept).toEqual([['<order-confirmation.ES-1@shop.example>', Date.parse('2026-12-08T09:30:00Z')]]);
  });

  it('notes nothing when the server refused the mail, and leaves a sent mail sent when the note is lost', async () => {
    const { sent, kept } = aLog();
    const refused = await recordingMailer(aServer(true).server, sent, clock).send(message('<a.b@c>'));
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'MailNotSent', cause: 'down' });
    expect(kept).toEqual([]);
    const { server, taken } = aServer();
    const lost = await recordingMailer(server, aLog(true).sent, clock).send(message('<a.b@c>'));
    expect(lost.isOk()).toBe(true);
    expect(taken).toHaveLength(1);
  });
});
