import { eq } from 'drizzle-orm';
import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailQueueWorker } from '../../../adapters/mail/mail-queue-worker.ts';
import type { DatabaseHandle } from '../../../adapters/postgres/database.ts';
import { claimDueMails, MAIL_CLAIM_LEASE_MS, queuedMailer } from '../../../adapters/postgres/postgres-mail-queue.ts';
import { mailOutbox } from '../../../adapters/postgres/schema/index.ts';
import type { Clock } from '../../../core/domain/shared/clock.port.ts';
import { MAIL_RETRY } from '../../../core/shop/mail/mail-retry.ts';
import type { MailMessage, Mailer } from '../../../core/shop/mail/mailer.port.ts';
import { sequenceIds } from '../../support/sequence-ids.ts';
import { openTestDatabase, TEST_ENGINES } from '../../support/test-database.ts';

const T0 = Date.parse('2026-05-04T08:00:00Z');
const HOUR = 60 * 60 * 1000;

const movableClock = () => {
  let now = T0;
  const clock: Clock = { now: () => now };
  return { clock, at: (offsetMs: number) => void (now = T0 + offsetMs) };
};

/** A mail server answering from a script (true: taken, false: refused; refused once the script runs out). */
const scriptedServer = (script: boolean[]) => {
  const received: MailMessage[] = [];
  const transport: Mailer = {
    send: (message) => {
      received.push(message);
      return script.shift() ? okAsync(undefined) : errAsync({ type: 'MailNotSent', cause: '421 try again later' });
    },
  };
  return { received, transport };
};

const invitation: MailMessage = {
  to: 'ana@example.es',
  subject: 'Tu pedido ESTDEMO0001 ha llegado',
  text: 'Cuéntanos qué te ha parecido: https://shop.example/reviews?order=ESTDEMO0001&token=t',
  link: 'https://shop.example/reviews?order=ESTDEMO0001&token=t',
  headers: { 'X-Kind': 'review' },
};

for (const engine of TEST_ENGINES) {
  describe(`mail queue: ${engine.name}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(engine);
    });
    afterAll(() => database.close());
    beforeEach(async () => {
      await database.db.delete(mailOutbox);
    });

    const rows = () => database.db.select().from(mailOutbox);
    const setUp = (script: boolean[]) => {
      const time = movableClock();
      const server = scriptedServer(script);
      const abandoned: string[] = [];
      const worker = mailQueueWorker({
        db: database.db,
        clock: time.clock,
        transport: server.transport,
        intervalMs: 60_000,
        abandoned: (mail, reason) => abandoned.push(`${mail.message.subject}: ${reason}`),
        onError: (error) => {
          throw error;
        },
      });
      const mailer = queuedMailer(database.db, sequenceIds(), time.clock, () => worker.kick());
      return { time, server, abandoned, worker, mailer };
    };

    it('writes the mail before any try, then retries what the server refused until it takes it', async () => {
      const { time, server, worker, mailer } = setUp([false, true]);
      expect((await mailer.send(invitation)).isOk()).toBe(true);
      expect(await rows()).toEqual([
        expect.objectContaining({ subject: invitation.subject, sentAt: null, attempts: 0 }),
      ]);

      expect(await worker.runOnce()).toBe(1);
      expect((await rows())[0]).toMatchObject({
        attempts: 1,
        sentAt: null,
        lastError: '421 try again later',
        nextAttemptAt: new Date(T0 + MAIL_RETRY.firstDelayMs),
      });
      time.at(MAIL_RETRY.firstDelayMs - 1);
      expect(await worker.runOnce()).toBe(0);
      time.at(MAIL_RETRY.firstDelayMs);
      expect(await worker.runOnce()).toBe(1);
      expect((await rows())[0]).toMatchObject({ attempts: 2, sentAt: new Date(T0 + MAIL_RETRY.firstDelayMs) });
      time.at(100 * HOUR);
      expect(await worker.runOnce()).toBe(0);
      expect(server.received).toEqual([invitation, invitation]);
    });

    it('gives a mail up, and says so, once it is older than the retry window', async () => {
      const { time, server, abandoned, worker, mailer } = setUp([]);
      await mailer.send(invitation);
      for (let hour = 0; hour <= 50; hour += 1) {
        time.at(hour * HOUR);
        await worker.runOnce();
      }
      const [row] = await rows();
      expect(row?.abandonedAt).not.toBeNull();
      expect(row?.sentAt).toBeNull();
      expect(row!.abandonedAt!.getTime() - T0).toBeLessThanOrEqual(MAIL_RETRY.giveUpAfterMs);
      expect(abandoned).toEqual([`${invitation.subject}: 421 try again later`]);
      const tries = server.received.length;
      time.at(200 * HOUR);
      expect(await worker.runOnce()).toBe(0);
      expect(server.received).toHaveLength(tries);
    });

    it('hands a mail claimed by a worker that died to another once its lease runs out', async () => {
      const { time, worker, mailer } = setUp([true]);
      await mailer.send(invitation);
      expect((await claimDueMails(database.db, T0)).map((mail) => mail.message)).toEqual([invitation]);
      time.at(MAIL_CLAIM_LEASE_MS - 1);
      expect(await worker.runOnce()).toBe(0);
      time.at(MAIL_CLAIM_LEASE_MS);
      expect(await worker.runOnce()).toBe(1);
      expect((await rows())[0]?.sentAt).not.toBeNull();
    });

    it('sends a written mail at once when started, and nothing before', async () => {
      const { server, worker, mailer } = setUp([true]);
      await mailer.send(invitation);
      expect(server.received).toEqual([]);
      worker.start();
      await worker.stop();
      expect(server.received).toEqual([invitation]);
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, invitation.to));
      expect(row?.sentAt).toEqual(new Date(T0));
    });
  });
}
