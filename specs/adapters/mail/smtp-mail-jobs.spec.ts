import { sql } from 'drizzle-orm';
import { errAsync } from 'neverthrow';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA, pgBossJobRunner, type JobRunner } from '../../../adapters/jobs/pg-boss-job-runner.ts';
import { smtpMailer } from '../../../adapters/mail/smtp-mailer.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { inTransaction } from '../../../adapters/postgres/transaction.ts';
import type { JobPolicy } from '../../../core/shop/jobs/job-queue.port.ts';
import { SHOP_JOB_POLICIES, type ShopJobs } from '../../../core/shop/jobs/shop-jobs.ts';
import { deliverMail } from '../../../core/shop/mail/deliver-mail.job.ts';
import { jobMailer } from '../../../core/shop/mail/job-mailer.ts';
import type { MailMessage } from '../../../core/shop/mail/mailer.port.ts';
import { eventually } from '../../support/eventually.ts';
import { queuedJobs, retryDueNow } from '../../support/queued-jobs.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { startSmtpTestServer } from '../../support/smtp-test-server.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

/** One retry a second after the first try, so a refused mail reaches the operator's list within the spec. */
const QUICK_MAIL: JobPolicy = { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60 };

const mailTo = (to: string): MailMessage => ({
  to,
  subject: `Tu enlace para entrar (${to})`,
  text: 'https://shop.example/sign-in?token=t',
  html: '<!DOCTYPE html><html lang="es"><body><p><a href="https://shop.example/sign-in?token=t">Entrar</a></p></body></html>',
  senderName: 'Estampa',
  link: 'https://shop.example/sign-in?token=t',
  headers: { 'X-Kind': 'sign-in' },
});

for (const engine of TEST_ENGINES) {
  describe(`mail as jobs through a real SMTP server: ${engine.name}`, () => {
    let cleanup: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const step of cleanup.reverse()) await step();
      cleanup = [];
    });

    /** The shop's wiring with an SMTP server: the mailer queues `mail` jobs, a worker hands them to the server. */
    const shopWithSmtp = async ({ refusing = false, before = async (_database: DatabaseHandle) => {} } = {}) => {
      const smtp = await startSmtpTestServer({ refusing });
      cleanup.push(() => smtp.close());
      const database: DatabaseHandle = await openTestDatabase(engine);
      cleanup.push(() => database.close());
      await before(database);
      const runner: JobRunner<ShopJobs> = pgBossJobRunner<ShopJobs>({
        database,
        work: true,
        policies: { ...SHOP_JOB_POLICIES, mail: QUICK_MAIL },
        pollingIntervalSeconds: 0.5,
        report: () => {},
      });
      runner.handle('mail', deliverMail(smtpMailer(smtp.url, 'no-reply@shop.example', () => {})));
      await runner.start();
      cleanup.push(() => runner.stop());
      const ids = sequenceIds();
      const mailerIn = (db: DatabaseHandle['db']) =>
        jobMailer({ jobs: runner.queueIn(db), queued: () => runner.wake('mail'), ids, domain: 'shop.example' });
      return { smtp, database, runner, mailer: mailerIn(database.db), mailerIn };
    };

    const subjectsOf = (smtp: Awaited<ReturnType<typeof startSmtpTestServer>>) =>
      Promise.all(smtp.received.map(async ({ raw }) => (await simpleParser(raw)).subject ?? ''));

    const completed = async (database: DatabaseHandle, to: string) =>
      eventually(async () => {
        const jobs = await queuedJobs(database, 'mail', to);
        return jobs.length > 0 && jobs.every((job) => job.state === 'completed') ? jobs : undefined;
      });

    it('delivers a mail once through a working server, both its parts from the brand’s name', async () => {
      const { smtp, database, mailer } = await shopWithSmtp();
      expect((await mailer.send(mailTo('ana@example.es'))).isOk()).toBe(true);

      expect(await completed(database, 'ana@example.es')).toMatchObject([{ retryCount: 0 }]);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['ana@example.es']]);
      expect(await subjectsOf(smtp)).toEqual(['Tu enlace para entrar (ana@example.es)']);
      const parsed = await simpleParser(smtp.received[0]?.raw ?? '');
      expect(parsed.html).toBe(mailTo('ana@example.es').html);
      expect(parsed.from?.value).toEqual([{ name: 'Estampa', address: 'shop@estampa.example' }]);
      expect(smtp.received[0]?.raw).toContain('X-Kind: sign-in');
    });

    it('sends a mail tried again after the server took it with the same Message-ID, so the receiver keeps one', async () => {
      const { smtp, database, runner, mailer } = await shopWithSmtp();
      expect((await mailer.send(mailTo('eva@example.es'))).isOk()).toBe(true);
      const [job] = await completed(database, 'eva@example.es');
      // As if the worker had died after the server's acceptance and before it marked the try done.
      await database.executeSql(`UPDATE ${JOBS_SCHEMA}.job SET state = 'retry' WHERE id::text = $1`, [job!.id]);
      await retryDueNow(database, job!.id);
      runner.wake('mail');

      await eventually(async () => (smtp.received.length === 2 ? true : undefined));
      const messageIds = await Promise.all(smtp.received.map(async ({ raw }) => (await simpleParser(raw)).messageId));
      expect(messageIds).toEqual(['<00000000-0000-4000-8000-000000000001@shop.example>', messageIds[0]]);
    });

    it('retries a mail the server refuses, then lists it for the operator', async () => {
      const { smtp, runner, mailer } = await shopWithSmtp({ refusing: true });
      expect((await mailer.send(mailTo('busy@example.es'))).isOk()).toBe(true);

      const [failed] = await eventually(async () => {
        const listed = (await runner.desk.failed())._unsafeUnwrap();
        return listed.length > 0 ? listed : undefined;
      }, 20_000);
      expect(failed).toMatchObject({ name: 'mail', payload: { message: mailTo('busy@example.es') }, tries: 2 });
      expect(failed?.payload).toMatchObject({ message: { messageId: expect.stringMatching(/^<.+@shop\.example>$/) } });
      expect(failed?.error).toMatch(/451/);
      expect(smtp.refused).toEqual(['busy@example.es', 'busy@example.es']);
      expect(smtp.received).toEqual([]);
    });

    it('never sends a mail queued in a transaction that rolled back', async () => {
      const { smtp, database, mailerIn } = await shopWithSmtp();
      const rolledBack = await inTransaction(database.db, (tx) =>
        mailerIn(tx)
          .send(mailTo('rolled-back@example.es'))
          .andThen(() => errAsync('the change was refused')),
      );
      expect(rolledBack.isErr()).toBe(true);
      (await inTransaction(database.db, (tx) => mailerIn(tx).send(mailTo('committed@example.es'))))._unsafeUnwrap();

      await completed(database, 'committed@example.es');
      expect(await queuedJobs(database, 'mail', 'rolled-back@example.es')).toEqual([]);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['committed@example.es']]);
    });

    it('delivers the mail the old queue left pending, carried over by migration 0019', async () => {
      const { smtp, database } = await shopWithSmtp({
        // As migration 0019 leaves it: what the old queue had not sent yet, waiting for the runner's start.
        before: async (database) => {
          await database.db.execute(sql`INSERT INTO jobs_carried_over (name, data) VALUES
            ('mail', '{"message":{"to":"luis@example.es","subject":"First","text":"Hola","link":"https://shop.example/a","headers":{"X-Kind":"reset"}}}'),
            ('mail', '{"message":{"to":"luis@example.es","subject":"Second","text":"Hola"}}')`);
        },
      });

      const jobs = await completed(database, 'luis@example.es');
      const bySubject = (job: { data: unknown }) => (job.data as { message: MailMessage }).message.subject;
      expect(jobs.sort((a, b) => bySubject(a).localeCompare(bySubject(b))).map((job) => job.data)).toEqual([
        {
          message: {
            to: 'luis@example.es',
            subject: 'First',
            text: 'Hola',
            link: 'https://shop.example/a',
            headers: { 'X-Kind': 'reset' },
          },
        },
        { message: { to: 'luis@example.es', subject: 'Second', text: 'Hola' } },
      ]);
      await eventually(async () => (smtp.received.length === 2 ? true : undefined));
      expect((await subjectsOf(smtp)).sort()).toEqual(['First', 'Second']);
    });
  });
}
