import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '../../../../core/domain/orders/order-status.ts';
import { newOrderState } from '../../../../core/domain/orders/order-state.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import type { MailMessage } from '../../../../core/shop/mail/mailer.port.ts';
import type { OrderChanged } from '../../../../core/shop/order-lifecycle/order-change.ts';
import {
  inviteReviewOnDelivery,
  type InvitationRecipients,
} from '../../../../core/shop/reviews/invite-review.use-case.ts';
import { reviewInvitationMail, type InvitedOrder } from '../../../../core/shop/reviews/review-invitation-mail.ts';
import type { ReviewLinkTokens } from '../../../../core/shop/reviews/review-link.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
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

const changed = (from: OrderStatus, to: OrderStatus): OrderChanged => {
  const state = newOrderState('ONLINE_PREPAID');
  return {
    before: {
      orderId: 'o-1',
      publicId: MARTA.publicId,
      paymentId: 'p-1',
      paymentMethod: 'CARD',
      state: { ...state, status: from },
    },
    change: {
      state: { ...state, status: to },
      statusChanged: true,
      raisedActions: [],
      invoice: false,
      creditNote: false,
      at: 0,
    },
  };
};

const recipients = (order: InvitedOrder | undefined): InvitationRecipients => ({
  invitee: () => okAsync(order),
});

const setUp = (overrides: { recipients?: InvitationRecipients; fail?: boolean; brandNames?: BrandNames } = {}) => {
  const sent: MailMessage[] = [];
  const failures: unknown[] = [];
  const invite = inviteReviewOnDelivery({
    recipients: overrides.recipients ?? recipients(MARTA),
    mailer: {
      send: (message) =>
        overrides.fail
          ? errAsync({ type: 'MailNotSent', cause: 'SMTP down' })
          : (sent.push(message), okAsync(undefined)),
    },
    tokens: clearTokens,
    clock: fixedClock(NOW),
    siteUrl: SITE,
    brandNames: overrides.brandNames ?? staticBrandNames,
    failed: (publicId, error) => failures.push([publicId, error]),
  });
  return { invite, sent, failures };
};

describe('the review invitation of a delivered order', () => {
  it('mails the order’s contact, in its language, the order’s signed review link on the configured origin', async () => {
    const { invite, sent, failures } = setUp();
    const change = changed(ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED);
    expect(await invite(change)).toEqual(ok(change));
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
    expect(failures).toEqual([]);
  });

  it('mails nothing for any other change, so only the one arrival at delivered invites', async () => {
    const { invite, sent } = setUp();
    for (const [from, to] of [
      [ORDER_STATUS.PACKED, ORDER_STATUS.SHIPPED],
      [ORDER_STATUS.SHIPPED, ORDER_STATUS.NOT_DELIVERED],
      [ORDER_STATUS.DELIVERED, ORDER_STATUS.DELIVERED],
    ] as const) {
      const change = changed(from, to);
      expect(await invite(change)).toEqual(ok(change));
    }
    expect(sent).toEqual([]);
  });

  it('tells of a mail not sent, or an order not read, and still succeeds, so the delivery stands', async () => {
    const change = changed(ORDER_STATUS.IN_PICKUP_POINT, ORDER_STATUS.DELIVERED);
    const down = setUp({ fail: true });
    expect(await down.invite(change)).toEqual(ok(change));
    expect(down.failures).toEqual([['PL-QWER5678', { type: 'MailNotSent', cause: 'SMTP down' }]]);

    const unread = setUp({
      recipients: { invitee: () => errAsync({ type: 'RepositoryFailure', cause: 'db down' }) },
    });
    expect(await unread.invite(change)).toEqual(ok(change));
    expect(unread.failures).toEqual([['PL-QWER5678', { type: 'RepositoryFailure', cause: 'db down' }]]);
  });

  it('sends nothing for an order that is gone', async () => {
    const { invite, sent, failures } = setUp({ recipients: recipients(undefined) });
    const change = changed(ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED);
    expect(await invite(change)).toEqual(ok(change));
    expect(sent).toEqual([]);
    expect(failures).toEqual([]);
  });

  it("names the order's store as an administrator renamed it", async () => {
    const brandNames: BrandNames = (store) =>
      okAsync(store === MARTA.store.slug ? 'Drukarnia Słońce' : 'another store');
    const { invite, sent } = setUp({ brandNames });
    await invite(changed(ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED));
    expect(sent[0]?.subject).toBe('Twoje zamówienie PL-QWER5678 w Drukarnia Słońce zostało dostarczone');
    expect(sent[0]?.text).toContain('Drukarnia Słońce');
  });

  it('is written in every language, each with its own subject', () => {
    const mails = LOCALES.map((locale) => reviewInvitationMail({ ...MARTA, locale }, `${SITE}/reviews`, 'Estampa'));
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(LOCALES.length);
    for (const mail of mails) expect(mail.text).toContain(`Marta`);
  });
});
