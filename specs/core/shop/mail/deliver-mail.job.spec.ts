import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { deliverMail } from '../../../../core/shop/mail/deliver-mail.job.ts';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';

const message: MailMessage = {
  to: 'ana@example.es',
  subject: 'Tu pedido ES-ABCD1234 en Estampa',
  text: 'Gracias por tu pedido.',
  link: 'https://shop.example/tracking/ES-ABCD1234',
};

describe('a queued mail’s try', () => {
  it('hands the mail, as queued, to the mail server', async () => {
    const sent: MailMessage[] = [];
    const deliver = deliverMail({ send: (mail) => (sent.push(mail), okAsync(undefined)) });
    expect(await deliver({ message })).toEqual(ok(undefined));
    expect(sent).toEqual([message]);
  });

  it('fails when the mail server refuses it, so the queue tries again later', async () => {
    const deliver = deliverMail({ send: () => errAsync({ type: 'MailNotSent', cause: '451 try again later' }) });
    expect(await deliver({ message })).toEqual(err({ type: 'JobFailed', cause: '451 try again later' }));
  });
});
