import { siteUrlsOf } from '../../../../core/domain/site/country-sites.ts';
import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '../../../../core/domain/orders/order-status.ts';
import { newOrderState } from '../../../../core/domain/orders/order-state.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';
import { orderChange } from '../../../../core/shop/order-lifecycle/order-change.ts';
import {
  enteredDelivered,
  inviteReview,
  type InvitationRecipients,
} from '../../../../core/shop/reviews/invite-review.use-case.ts';
import { reviewInvitationMail, type InvitedOrder } from '../../../../core/shop/reviews/review-invitation-mail.ts';
import type { ReviewLinkTokens } from '../../../../core/shop/reviews/review-link.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';
import { type BrandNames } from '../../../../core/shop/accounts/brand-names.ts';

const SITE = 'https://shop.example';
const NOW = '2026-05-01T10:00:00Z';

/** Tokens in clear text: the core only needs to carry what was signed; the HMAC adapter has its own spec. */
const clearTokens: ReviewLinkTokens = {
  sign: ({ orderPublicId, expiresAt }) => `${orderPublicId}|${expiresAt}`,
  open: () => err('Forged'),
};

const MARTA: InvitedOrder = {
  publicId: 'PL-QWER5678',
  email: 'marta@example.pl',
  firstName: 'Marta',
  locale: 'pl',
  store: storeFor('WPX-PL'),
};

const recipients = (order: InvitedOrder | undefined): InvitationRecipients => ({
  invitee: () => okAsync(order),
});

const setUp = (overrides: { recipients?: InvitationRecipients; fail?: boolean; brandNames?: BrandNames } = {}) => {
  const sent: MailMessage[] = [];
  const invite = inviteReview({
    recipients: overrides.recipients ?? recipients(MARTA),
    mailer: {
      send: (message) =>
        overrides.fail
          ? errAsync({ type: 'MailNotSent', cause: 'SMTP down' })
          : (sent.push(message), okAsync(undefined)),
    },
    tokens: clearTokens,
    clock: fixedClock(NOW),
    siteUrls: () => SITE,
    brandNames: overrides.brandNames ?? staticBrandNames,
  });
  return { invite, sent };
};

const state = (status: OrderStatus) => ({ ...newOrderState('ONLINE_PREPAID'), status });

describe('the review invitation of a delivered order', () => {
  it('is owed by the one arrival at delivered, and by no other change', () => {
    expect(enteredDelivered(state(ORDER_STATUS.SHIPPED), state(ORDER_STATUS.DELIVERED))).toBe(true);
    expect(enteredDelivered(state(ORDER_STATUS.IN_PICKUP_POINT), state(ORDER_STATUS.DELIVERED))).toBe(true);
    for (const [from, to] of [
      [ORDER_STATUS.PACKED, ORDER_STATUS.SHIPPED],
      [ORDER_STATUS.SHIPPED, ORDER_STATUS.NOT_DELIVERED],
      [ORDER_STATUS.DELIVERED, ORDER_STATUS.DELIVERED],
    ] as const) {
      expect(enteredDelivered(state(from), state(to))).toBe(false);
    }
  });

  it('is queued with the change that delivers the order', () => {
    const delivered = orderChange(state(ORDER_STATUS.SHIPPED), state(ORDER_STATUS.DELIVERED), sequenceIds(), 0);
    expect(delivered.reviewInvitation).toBe(true);
    const shipped = orderChange(state(ORDER_STATUS.PACKED), state(ORDER_STATUS.SHIPPED), sequenceIds(), 0);
    expect(shipped.reviewInvitation).toBe(false);
  });

  it('mails the order’s contact, in its language, the order’s signed review link on the configured origin', async () => {
    const { invite, sent } = setUp();
    expect(await invite({ publicId: MARTA.publicId })).toEqual(ok(undefined));
    const link = `${SITE}/reviews?order=PL-QWER5678&token=${encodeURIComponent(
      `PL-QWER5678|${Date.parse(NOW) + 60 * 24 * 60 * 60 * 1000}`,
    )}`;
    expect(sent).toEqual([reviewInvitationMail(MARTA, link, 'Estampa')]);
    expect(sent[0]).toMatchObject({
      to: 'marta@example.pl',
      subject: 'Twoje zamówienie PL-QWER5678 w Estampa zostało dostarczone',
      link,
    });
    expect(sent[0]?.text).toContain(`dodaj opinię tutaj.\n${link}`);
    expect(sent[0]?.html).toContain('<html lang="pl"');
    expect(sent[0]?.html).toContain('>Link działa przez 60 dni bez logowania.</p>');
  });

  it('links to the order’s own store, not the one whose worker sends it', async () => {
    const sent: MailMessage[] = [];
    const invite = inviteReview({
      recipients: recipients(MARTA),
      mailer: { send: (message) => (sent.push(message), okAsync(undefined)) },
      tokens: clearTokens,
      clock: fixedClock(NOW),
      siteUrls: siteUrlsOf({ store: 'WPX-ES', origin: 'https://es.estampa.test' }, [
        { store: 'WPX-PL', origin: 'https://pl.estampa.test' },
      ]),
      brandNames: staticBrandNames,
    });
    await invite({ publicId: MARTA.publicId });
    expect(sent[0]?.link).toMatch(/^https:\/\/pl\.estampa\.test\/reviews\?order=PL-QWER5678&token=/);
    expect(sent[0]?.html).not.toContain('es.estampa.test');
  });

  it('fails the try when the mail is not sent or the order not read, so the queue tries again', async () => {
    const down = setUp({ fail: true });
    expect(await down.invite({ publicId: MARTA.publicId })).toEqual(err({ type: 'JobFailed', cause: 'SMTP down' }));

    const unread = setUp({
      recipients: { invitee: () => errAsync({ type: 'RepositoryFailure', cause: 'db down' }) },
    });
    expect(await unread.invite({ publicId: MARTA.publicId })).toEqual(err({ type: 'JobFailed', cause: 'db down' }));
    expect(unread.sent).toEqual([]);
  });

  it('sends nothing for an order that is gone, and is done', async () => {
    const { invite, sent } = setUp({ recipients: recipients(undefined) });
    expect(await invite({ publicId: MARTA.publicId })).toEqual(ok(undefined));
    expect(sent).toEqual([]);
  });

  it("names the order's store as an administrator renamed it", async () => {
    const brandNames: BrandNames = (store) =>
      okAsync(store === MARTA.store.slug ? 'Drukarnia Słońce' : 'another store');
    const { invite, sent } = setUp({ brandNames });
    await invite({ publicId: MARTA.publicId });
    expect(sent[0]?.subject).toBe('Twoje zamówienie PL-QWER5678 w Drukarnia Słońce zostało dostarczone');
    expect(sent[0]?.text).toContain('Drukarnia Słońce');
  });

  it('is written in every language, each with its own subject', () => {
    const mails = LOCALES.map((locale) => reviewInvitationMail({ ...MARTA, locale }, `${SITE}/reviews`, 'Estampa'));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(LOCALES.length);
    for (const mail of mails) expect(mail.text).toContain(`Marta`);
  });
});
