import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import {
  emailChangeConfirmationMail,
  emailChangedNoticeMail,
} from '../../../../core/shop/accounts/email-change-mail.ts';
import type {
  EmailChangeOutcome,
  EmailChangeRequest,
  EmailChangeRequests,
} from '../../../../core/shop/accounts/email-change-repository.port.ts';
import {
  confirmEmailChange,
  EMAIL_CHANGE_TTL_MS,
  requestEmailChange,
} from '../../../../core/shop/accounts/email-change.use-cases.ts';
import type { Mailer } from '../../../../core/shop/mail/mailer.port.ts';
import {
  anAccount,
  fakeDigest,
  fakePasswordHasher,
  inMemoryCustomers,
  recordingMailer,
} from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { renamedBrand } from '../../../support/brand-names.ts';

const NOW = '2026-03-01T09:00:00Z';
const ANA = anAccount({ passwordHash: 'hash:the password' });
// The store was renamed in the back office: both mails must sign with the new name.
const STORE = { brand: 'Imprenta Sol', locale: 'es', slug: 'WPX-ES' } as const;

/** Records what was issued; confirms with whatever outcome the example sets. */
const requestsAnswering = (outcome: EmailChangeOutcome) => {
  const issued: EmailChangeRequest[] = [];
  const confirmed: [string, CustomerId][] = [];
  const requests: EmailChangeRequests = {
    issue: (request) => {
      issued.push(request);
      return okAsync(undefined);
    },
    confirm: (digest, customerId) => {
      confirmed.push([digest, customerId]);
      return okAsync(outcome);
    },
  };
  return { requests, issued, confirmed };
};

const setUp = (outcome: EmailChangeOutcome = { kind: 'refused', reason: 'Unknown' }, mailer?: Mailer) => {
  const mail = recordingMailer();
  const store = requestsAnswering(outcome);
  const deps = {
    customers: inMemoryCustomers([ANA]).repository,
    passwords: fakePasswordHasher().hasher,
    requests: store.requests,
    digest: fakeDigest,
    ids: { randomString: (n: number) => 'T'.repeat(n), randomDigits: () => '0', uuid: () => 'u' },
    clock: fixedClock(NOW),
    mailer: mailer ?? mail.mailer,
    store: { slug: 'WPX-ES', locale: 'es' } as const,
    brandNames: renamedBrand(STORE.brand),
    siteUrls: () => 'https://shop.example',
  };
  return { ...store, sent: mail.sent, request: requestEmailChange(deps), confirm: confirmEmailChange(deps) };
};

const fields = (field: string, problem: string) => ({ type: 'InvalidFields', problems: [{ field, problem }] });

describe('requestEmailChange', () => {
  it('mails a link on the configured origin to the new address, keeping only its digest', async () => {
    const { request, issued, sent } = setUp();
    expect((await request(ANA.id, { newEmail: ' New@Example.com ', password: 'the password' })).isOk()).toBe(true);
    const token = 'T'.repeat(48);
    expect(issued).toEqual([
      {
        digest: `digest:${token}`,
        customerId: ANA.id,
        newEmail: 'new@example.com',
        expiresAt: Date.parse(NOW) + EMAIL_CHANGE_TTL_MS,
      },
    ]);
    expect(sent).toEqual([
      emailChangeConfirmationMail(
        'new@example.com',
        STORE,
        `https://shop.example/accounts/profile?email_change=${token}`,
      ),
    ]);
    expect(sent[0]?.subject).toContain('Imprenta Sol');
  });

  it('refuses a wrong password, the same address, a malformed one and a blank password, mailing nothing', async () => {
    const { request, sent, issued } = setUp();
    const tries = [
      [{ newEmail: 'new@example.com', password: 'not it' }, fields('password', 'WrongPassword')],
      [{ newEmail: 'ANA@example.com', password: 'the password' }, fields('newEmail', 'SameEmail')],
      [{ newEmail: 'new@', password: 'the password' }, fields('newEmail', 'Invalid')],
      [{ newEmail: ' ', password: 'the password' }, fields('newEmail', 'Required')],
      [{ newEmail: 'new@example.com', password: '' }, fields('password', 'Required')],
    ] as const;
    for (const [input, error] of tries) expect((await request(ANA.id, input))._unsafeUnwrapErr()).toEqual(error);
    expect(
      (await request(null, { newEmail: 'new@example.com', password: 'the password' }))._unsafeUnwrapErr(),
    ).toMatchObject({
      type: 'SessionRequired',
    });
    expect([sent, issued]).toEqual([[], []]);
  });
});

describe('confirmEmailChange', () => {
  it("moves the account and tells the old address, following the asking customer's link by its digest", async () => {
    const { confirm, confirmed, sent } = setUp({ kind: 'changed', oldEmail: ANA.email, newEmail: 'new@example.com' });
    expect((await confirm(ANA.id, 'the-token'))._unsafeUnwrap()).toEqual({ email: 'new@example.com' });
    expect(confirmed).toEqual([['digest:the-token', ANA.id]]);
    expect(sent).toEqual([emailChangedNoticeMail(ANA.email, STORE, 'new@example.com')]);
    expect(sent[0]?.subject).toContain('Imprenta Sol');
  });

  it('keeps the change when the notice cannot go out', async () => {
    const failing: Mailer = { send: () => errAsync({ type: 'MailNotSent', cause: 'smtp down' }) };
    const { confirm } = setUp({ kind: 'changed', oldEmail: ANA.email, newEmail: 'new@example.com' }, failing);
    expect((await confirm(ANA.id, 'the-token'))._unsafeUnwrap()).toEqual({ email: 'new@example.com' });
  });

  it.each(['Unknown', 'Expired', 'Used', 'Taken'] as const)('says why a link changed nothing: %s', async (reason) => {
    const { confirm, sent } = setUp({ kind: 'refused', reason });
    expect((await confirm(ANA.id, 'the-token'))._unsafeUnwrapErr()).toEqual({ type: 'EmailChangeRefused', reason });
    expect(sent).toEqual([]);
  });
});

describe('the e-mail change mails', () => {
  it.each(LOCALES)('are written in %s, carrying the link and the new address', (locale) => {
    const confirmation = emailChangeConfirmationMail(
      'new@example.com',
      { brand: 'Tintazul', locale, slug: 'TZ-ES' as const },
      'https://x/l',
    );
    expect(confirmation).toMatchObject({ to: 'new@example.com', link: 'https://x/l' });
    expect(confirmation.subject).toContain('Tintazul');
    expect(confirmation.text).toContain('https://x/l');
    const notice = emailChangedNoticeMail(
      'old@example.com',
      { brand: 'Tintazul', locale, slug: 'TZ-ES' as const },
      'new@example.com',
    );
    expect(notice.to).toBe('old@example.com');
    expect(notice.text).toContain('new@example.com');
  });
});
