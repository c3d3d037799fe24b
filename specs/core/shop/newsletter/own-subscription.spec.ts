import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import type { NewsletterSubscription } from '../../../../core/shop/newsletter/newsletter-subscription.ts';
import {
  ownNewsletterSubscription,
  subscribeOwnAddress,
  unsubscribeOwnAddress,
} from '../../../../core/shop/newsletter/own-subscription.use-cases.ts';
import { recordingMailer } from '../../../support/accounts-fakes.ts';
import { aCustomer } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryNewsletter, readableTokens } from '../../../support/in-memory-newsletter.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';

const NOW = Date.parse('2024-03-01T09:00:00Z');
const ana = aCustomer({ id: 'cust-ana' as CustomerId });
const stranger = aCustomer({ id: 'cust-gone' as CustomerId });

const setUp = (existing: readonly NewsletterSubscription[] = []) => {
  const { repository, subscriptions } = inMemoryNewsletter(existing);
  const { mailer, sent } = recordingMailer();
  const deps = {
    subscriptions: repository,
    tokens: readableTokens,
    clock: fixedClock(new Date(NOW).toISOString()),
    addresses: { emailOf: (id: CustomerId) => okAsync(id === ana.id ? ' Ana@Example.com' : null) },
  };
  return {
    subscriptions,
    sent,
    read: ownNewsletterSubscription(deps),
    subscribe: subscribeOwnAddress({
      ...deps,
      mailer,
      siteUrls: () => 'https://shop.test',
      brandNames: staticBrandNames,
    }),
    unsubscribe: unsubscribeOwnAddress(deps),
  };
};

const confirmed: NewsletterSubscription = {
  email: 'ana@example.com',
  store: 'WPX-ES',
  locale: 'es',
  status: 'confirmed',
  createdAt: NOW - 1000,
  confirmedAt: NOW - 500,
  unsubscribedAt: null,
};

describe('the signed-in customer’s own newsletter subscription', () => {
  it('reads none for an address that never subscribed', async () => {
    expect(await setUp().read(ana)).toEqual(ok({ email: 'ana@example.com', status: 'none' }));
  });

  it('subscribes the account’s address with the same double opt-in as the public form', async () => {
    const { subscribe, subscriptions, sent } = setUp();
    expect(await subscribe(ana, 'WPX-IT')).toEqual(ok({ email: 'ana@example.com', status: 'pending' }));
    expect(subscriptions.get('ana@example.com')).toMatchObject({ status: 'pending', locale: 'it' });
    expect(sent.map((mail) => mail.to)).toEqual(['ana@example.com']);
    expect(sent[0]?.link).toMatch(/^https:\/\/shop\.test\/newsletter\?token=/);
  });

  it('leaves a confirmed address confirmed, mailing nothing', async () => {
    const { subscribe, sent } = setUp([confirmed]);
    expect(await subscribe(ana, 'WPX-ES')).toEqual(ok({ email: 'ana@example.com', status: 'confirmed' }));
    expect(sent).toEqual([]);
  });

  it('unsubscribes at once, without a link, and says so again for an address already out', async () => {
    const { unsubscribe, subscriptions } = setUp([confirmed]);
    expect(await unsubscribe(ana)).toEqual(ok({ email: 'ana@example.com', status: 'unsubscribed' }));
    expect(subscriptions.get('ana@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: NOW });
    expect(await unsubscribe(ana)).toEqual(ok({ email: 'ana@example.com', status: 'unsubscribed' }));
    expect(await setUp().unsubscribe(ana)).toEqual(ok({ email: 'ana@example.com', status: 'none' }));
  });

  it('refuses a visitor who is not signed in, or whose account is gone', async () => {
    const { read, subscribe, unsubscribe, sent } = setUp();
    for (const customer of [null, stranger]) {
      expect(await read(customer)).toEqual(err({ type: 'SubscriberRequired' }));
      expect(await subscribe(customer, 'WPX-ES')).toEqual(err({ type: 'SubscriberRequired' }));
      expect(await unsubscribe(customer)).toEqual(err({ type: 'SubscriberRequired' }));
    }
    expect(sent).toEqual([]);
  });
});
