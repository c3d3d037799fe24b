import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ShopJobs } from '../../../../core/shop/jobs/shop-jobs.ts';
import { jobMailer } from '../../../../core/shop/mail/job-mailer.ts';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';
import { recordedJobs } from '../../../support/recorded-jobs.ts';

const message: MailMessage = {
  to: 'ana@example.es',
  subject: 'Tu enlace para entrar',
  text: 'https://shop.example/sign-in?token=t',
  headers: { 'X-Kind': 'sign-in' },
};

describe('the mailer over the job queue', () => {
  it('queues each mail as a `mail` job, then says it was queued', async () => {
    const jobs = recordedJobs<ShopJobs>();
    let woken = 0;
    const mailer = jobMailer(jobs.queue, () => (woken += 1));
    expect((await mailer.send(message)).isOk()).toBe(true);
    expect(jobs.queued).toEqual([{ name: 'mail', payload: { message } }]);
    expect(woken).toBe(1);
  });

  it('answers a mail not sent when the queue cannot take it, and wakes no worker', async () => {
    let woken = 0;
    const mailer = jobMailer({ enqueue: () => errAsync({ type: 'RepositoryFailure', cause: 'db down' }) }, () => {
      woken += 1;
    });
    expect((await mailer.send(message))._unsafeUnwrapErr()).toEqual({ type: 'MailNotSent', cause: 'db down' });
    expect(woken).toBe(0);
  });
});
