import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ShopJobs } from '../../../../core/shop/jobs/shop-jobs.ts';
import { jobMailer } from '../../../../core/shop/mail/job-mailer.ts';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';
import { recordedJobs } from '../../../support/recorded-jobs.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';

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
    const mailer = jobMailer({
      jobs: jobs.queue,
      queued: () => (woken += 1),
      ids: sequenceIds(),
      domain: 'shop.example',
    });
    expect((await mailer.send(message)).isOk()).toBe(true);
    expect(jobs.queued).toEqual([
      {
        name: 'mail',
        payload: { message: { ...message, messageId: '<00000000-0000-4000-8000-000000000001@shop.example>' } },
      },
    ]);
    expect(woken).toBe(1);
  });

  it('keeps a Message-ID the message already has', async () => {
    const jobs = recordedJobs<ShopJobs>();
    const mailer = jobMailer({ jobs: jobs.queue, queued: () => {}, ids: sequenceIds(), domain: 'shop.example' });
    await mailer.send({ ...message, messageId: '<kept@shop.example>' });
    expect(jobs.queued).toEqual([
      { name: 'mail', payload: { message: { ...message, messageId: '<kept@shop.example>' } } },
    ]);
  });

  it('answers a mail not sent when the queue cannot take it, and wakes no worker', async () => {
    let woken = 0;
    const mailer = jobMailer({
      jobs: { enqueue: () => errAsync({ type: 'RepositoryFailure', cause: 'db down' }) },
      queued: () => {
        woken += 1;
      },
      ids: sequenceIds(),
      domain: 'shop.example',
    });
    expect((await mailer.send(message))._unsafeUnwrapErr()).toEqual({ type: 'MailNotSent', cause: 'db down' });
    expect(woken).toBe(0);
  });
});
