import fc from 'fast-check';
import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';
import {
  MAIL_PER_RECIPIENT,
  mailboxOf,
  recipientLimitedMailer,
} from '../../../../core/shop/mail/recipient-limited-mailer.ts';
import { checkRateLimit } from '../../../../core/shop/security/check-rate-limit.use-case.ts';
import { recordingMailer } from '../../../support/accounts-fakes.ts';
import { inMemoryRateLimiter } from '../../../support/in-memory-rate-limiter.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;

const setUp = () => {
  let now = NOW;
  const recorded = recordingMailer();
  const held: MailMessage[] = [];
  const mailer = recipientLimitedMailer({
    mailer: recorded.mailer,
    checkRateLimit: checkRateLimit({ limiter: inMemoryRateLimiter(), clock: { now: () => now } }),
    held: (message) => held.push(message),
  });
  return { mailer, sent: recorded.sent, held, advance: (ms: number) => (now += ms) };
};

const aMail = (to: string): MailMessage => ({ to, subject: 'Choose a new password', text: 'text' });

describe('recipientLimitedMailer', () => {
  it(`sends ${MAIL_PER_RECIPIENT.max} mails an hour to one mailbox, then answers the same without sending`, async () => {
    const { mailer, sent, held } = setUp();
    for (let i = 0; i < 50; i += 1) {
      expect(await mailer.send(aMail(i % 2 === 0 ? 'Ana@Example.com' : ' ana+shop@example.com'))).toEqual(
        ok(undefined),
      );
    }
    expect(sent).toHaveLength(MAIL_PER_RECIPIENT.max);
    expect(held).toHaveLength(50 - MAIL_PER_RECIPIENT.max);
  });

  it('counts each mailbox apart, and a new window afresh', async () => {
    const { mailer, sent, advance } = setUp();
    for (let i = 0; i < MAIL_PER_RECIPIENT.max + 1; i += 1) await mailer.send(aMail('ana@example.com'));
    await mailer.send(aMail('pau@example.com'));
    expect(sent.map((m) => m.to)).toEqual([
      ...Array(MAIL_PER_RECIPIENT.max).fill('ana@example.com'),
      'pau@example.com',
    ]);
    advance(HOUR);
    await mailer.send(aMail('ana@example.com'));
    expect(sent).toHaveLength(MAIL_PER_RECIPIENT.max + 2);
  });

  it('answers MailNotSent when the limiter cannot count', async () => {
    const recorded = recordingMailer();
    const mailer = recipientLimitedMailer({
      mailer: recorded.mailer,
      checkRateLimit: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
      held: () => undefined,
    });
    expect(await mailer.send(aMail('ana@example.com'))).toEqual(err({ type: 'MailNotSent', cause: 'down' }));
    expect(recorded.sent).toEqual([]);
  });

  it('reads a mailbox as its trimmed, lower-cased address without a +tag', () => {
    expect(mailboxOf(' Ana+News@Example.COM ')).toBe('ana@example.com');
    expect(mailboxOf('+only@example.com')).toBe('+only@example.com');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._-]{1,20}$/),
        fc.stringMatching(/^[a-z0-9.+-]{0,10}$/),
        fc.domain(),
        (local, tag, domain) => {
          expect(mailboxOf(`${local}+${tag}@${domain}`.toUpperCase())).toBe(`${local}@${domain}`.toLowerCase());
          expect(mailboxOf(mailboxOf(`${local}+${tag}@${domain}`))).toBe(mailboxOf(`${local}+${tag}@${domain}`));
        },
      ),
    );
  });
});
