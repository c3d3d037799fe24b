import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import type { Mailer } from '../../../../core/shop/mail/mailer.port.ts';
import { newsletterConfirmationMail } from '../../../../core/shop/newsletter/newsletter-confirmation-mail.ts';
import type { NewsletterRepository } from '../../../../core/shop/newsletter/newsletter-repository.port.ts';
import type { NewsletterSubscription } from '../../../../core/shop/newsletter/newsletter-subscription.ts';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../../../../core/shop/newsletter/newsletter.use-cases.ts';
import { recordingMailer } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { inMemoryNewsletter, readableTokens } from '../../../support/in-memory-newsletter.ts';
import { staticBrandNames } from '../../../support/brand-names.ts';
import { type StoreSlug } from '../../../../core/domain/site/stores.ts';

const NOW = Date.parse('2024-03-01T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const aSubscription = (overrides: Partial<NewsletterSubscription> = {}): NewsletterSubscription => ({
  email: 'ana@example.com',
  store: 'WPX-ES',
  locale: 'es',
  status: 'pending',
  createdAt: NOW - DAY,
  confirmedAt: null,
  unsubscribedAt: null,
  ...overrides,
});

const token = (email: string, purpose: string, expiresAt = NOW + DAY) =>
  readableTokens.sign({ email, purpose: purpose as 'newsletter-confirm', expiresAt });

const setUp = (existing: readonly NewsletterSubscription[] = [], at = NOW) => {
  const { repository, subscriptions } = inMemoryNewsletter(existing);
  const { mailer, sent } = recordingMailer();
  const deps = { subscriptions: repository, tokens: readableTokens, clock: fixedClock(new Date(at).toISOString()) };
  return {
    subscriptions,
    sent,
    deps,
    subscribe: subscribeToNewsletter({
      ...deps,
      mailer,
      siteUrls: () => 'https://shop.test',
      brandNames: staticBrandNames,
    }),
    confirm: confirmNewsletterSubscription(deps),
    unsubscribe: unsubscribeFromNewsletter(deps),
  };
};

const tokenIn = (link: string | undefined) => decodeURIComponent(link?.split('token=')[1] ?? '');

describe('subscribeToNewsletter', () => {
  it('keeps a new address pending and mails it a confirmation link and an unsubscribe link', async () => {
    const { subscribe, subscriptions, sent } = setUp();
    expect(await subscribe('  Ana@Example.com ', 'WPX-FR')).toEqual(ok({ accepted: true }));
    expect(subscriptions.get('ana@example.com')).toEqual({
      email: 'ana@example.com',
      store: 'WPX-FR',
      locale: 'fr',
      status: 'pending',
      createdAt: NOW,
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe('ana@example.com');
    expect(mail?.subject).toBe('Confirmez votre abonnement à la newsletter Estampa');
    expect(mail?.link).toMatch(/^https:\/\/shop\.test\/newsletter\?token=/);
    expect(readableTokens.open(tokenIn(mail?.link))).toEqual(
      ok({ email: 'ana@example.com', purpose: 'newsletter-confirm', expiresAt: NOW + 7 * DAY }),
    );
    const unsubscribeLink = mail?.text.split('\n').at(-1);
    expect(unsubscribeLink).toMatch(/^https:\/\/shop\.test\/unsubscribe\?token=/);
    expect(readableTokens.open(tokenIn(unsubscribeLink))._unsafeUnwrap()).toMatchObject({
      email: 'ana@example.com',
      purpose: 'newsletter-unsubscribe',
    });
  });

  it('answers exactly the same for an address already confirmed, and mails it nothing', async () => {
    const confirmed = aSubscription({ status: 'confirmed', confirmedAt: NOW - DAY });
    const { subscribe, subscriptions, sent } = setUp([confirmed]);
    expect(await subscribe('ana@example.com', 'WPX-ES')).toEqual(ok({ accepted: true }));
    expect(subscriptions.get('ana@example.com')).toEqual(confirmed);
    expect(sent).toEqual([]);
  });

  it('sends a pending address a fresh link, keeping when it first signed up', async () => {
    const { subscribe, subscriptions, sent } = setUp([aSubscription()]);
    await subscribe('ana@example.com', 'WPX-PL');
    expect(subscriptions.get('ana@example.com')).toMatchObject({
      status: 'pending',
      createdAt: NOW - DAY,
      locale: 'pl',
    });
    expect(sent[0]?.subject).toBe('Potwierdź subskrypcję newslettera Estampa');
  });

  it('lets an address that unsubscribed sign up again, through a new confirmation', async () => {
    const { subscribe, subscriptions } = setUp([aSubscription({ status: 'unsubscribed', unsubscribedAt: NOW - 2 })]);
    await subscribe('ana@example.com', 'WPX-ES');
    expect(subscriptions.get('ana@example.com')).toMatchObject({ status: 'pending', unsubscribedAt: NOW - 2 });
  });

  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['ana@', 'Invalid'],
    ['ana example.com', 'Invalid'],
  ])('refuses %j as %s', async (email, problem) => {
    const { subscribe, sent } = setUp();
    expect(await subscribe(email, 'WPX-ES')).toEqual(
      err({ type: 'InvalidFields', problems: [{ field: 'email', problem }] }),
    );
    expect(sent).toEqual([]);
  });

  it('names the subscribing store as an administrator renamed it', async () => {
    const { deps } = setUp();
    const { mailer, sent } = recordingMailer();
    const brandNames = (store: StoreSlug) => okAsync(store === 'WPX-FR' ? 'Imprimerie Soleil' : 'another store');
    await subscribeToNewsletter({ ...deps, mailer, siteUrls: () => 'https://shop.test', brandNames })(
      'ana@example.com',
      'WPX-FR',
    );
    expect(sent[0]?.subject).toBe('Confirmez votre abonnement à la newsletter Imprimerie Soleil');
  });

  it('reports a mail that could not be sent', async () => {
    const { deps } = setUp();
    const mailer: Mailer = { send: () => errAsync({ type: 'MailNotSent', cause: 'smtp' }) };
    const subscribe = subscribeToNewsletter({
      ...deps,
      mailer,
      siteUrls: () => 'https://shop.test',
      brandNames: staticBrandNames,
    });
    expect(await subscribe('ana@example.com', 'WPX-ES')).toEqual(err({ type: 'MailNotSent', cause: 'smtp' }));
  });

  it('passes a repository failure on', async () => {
    const { deps, sent } = setUp();
    const failing: NewsletterRepository = {
      find: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
      save: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
    };
    const subscribe = subscribeToNewsletter({
      ...deps,
      subscriptions: failing,
      mailer: recordingMailer().mailer,
      siteUrls: () => 'https://shop.test',
      brandNames: staticBrandNames,
    });
    expect(await subscribe('ana@example.com', 'WPX-ES')).toEqual(err({ type: 'RepositoryFailure', cause: 'down' }));
    expect(sent).toEqual([]);
  });
});

describe('confirmNewsletterSubscription', () => {
  it('confirms a pending subscription', async () => {
    const { confirm, subscriptions } = setUp([aSubscription()]);
    expect(await confirm(token('ana@example.com', 'newsletter-confirm'))).toEqual(
      ok({ email: 'ana@example.com', status: 'confirmed' }),
    );
    expect(subscriptions.get('ana@example.com')).toMatchObject({ status: 'confirmed', confirmedAt: NOW });
  });

  it('accepts a second click without changing anything', async () => {
    const confirmed = aSubscription({ status: 'confirmed', confirmedAt: NOW - 5 });
    const { confirm, subscriptions } = setUp([confirmed]);
    expect(await confirm(token('ana@example.com', 'newsletter-confirm'))).toEqual(
      ok({ email: 'ana@example.com', status: 'confirmed' }),
    );
    expect(subscriptions.get('ana@example.com')).toEqual(confirmed);
  });

  it.each([
    ['a forged token', 'made-up', 'Forged'],
    ['an unsubscribe token', token('ana@example.com', 'newsletter-unsubscribe'), 'WrongPurpose'],
    ['an expired token', token('ana@example.com', 'newsletter-confirm', NOW - 1), 'Expired'],
    [
      'a token for an address that never subscribed',
      token('eve@example.com', 'newsletter-confirm'),
      'NoPendingSubscription',
    ],
  ])('refuses %s', async (_, given, reason) => {
    const { confirm } = setUp([aSubscription()]);
    expect(await confirm(given)).toEqual(err({ type: 'InvalidNewsletterToken', reason }));
  });

  it('does not sign up again someone who unsubscribed since the e-mail was sent', async () => {
    const { confirm } = setUp([aSubscription({ status: 'unsubscribed' })]);
    expect(await confirm(token('ana@example.com', 'newsletter-confirm'))).toEqual(
      err({ type: 'InvalidNewsletterToken', reason: 'NoPendingSubscription' }),
    );
  });

  it('still accepts a token at the very instant it expires', async () => {
    const { confirm } = setUp([aSubscription()]);
    expect((await confirm(token('ana@example.com', 'newsletter-confirm', NOW))).isOk()).toBe(true);
  });
});

describe('unsubscribeFromNewsletter', () => {
  it.each(['pending', 'confirmed'] as const)('unsubscribes a %s address', async (status) => {
    const { unsubscribe, subscriptions } = setUp([aSubscription({ status })]);
    expect(await unsubscribe(token('ana@example.com', 'newsletter-unsubscribe'))).toEqual(
      ok({ email: 'ana@example.com', status: 'unsubscribed' }),
    );
    expect(subscriptions.get('ana@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: NOW });
  });

  it('answers the same for an address already unsubscribed or never subscribed, changing nothing', async () => {
    const gone = aSubscription({ status: 'unsubscribed', unsubscribedAt: NOW - 9 });
    const { unsubscribe, subscriptions } = setUp([gone]);
    expect(await unsubscribe(token('ana@example.com', 'newsletter-unsubscribe'))).toEqual(
      ok({ email: 'ana@example.com', status: 'unsubscribed' }),
    );
    expect(subscriptions.get('ana@example.com')).toEqual(gone);
    expect(await unsubscribe(token('eve@example.com', 'newsletter-unsubscribe'))).toEqual(
      ok({ email: 'eve@example.com', status: 'unsubscribed' }),
    );
    expect(subscriptions.has('eve@example.com')).toBe(false);
  });

  it('refuses a forged, expired or confirmation token', async () => {
    const { unsubscribe } = setUp([aSubscription()]);
    expect((await unsubscribe('x'))._unsafeUnwrapErr()).toEqual({ type: 'InvalidNewsletterToken', reason: 'Forged' });
    expect(await unsubscribe(token('ana@example.com', 'newsletter-confirm'))).toEqual(
      err({ type: 'InvalidNewsletterToken', reason: 'WrongPurpose' }),
    );
    expect(await unsubscribe(token('ana@example.com', 'newsletter-unsubscribe', NOW - 1))).toEqual(
      err({ type: 'InvalidNewsletterToken', reason: 'Expired' }),
    );
  });

  it('keeps an unsubscribe link working for two years', async () => {
    const { subscribe, sent } = setUp();
    await subscribe('ana@example.com', 'WPX-ES');
    const later = setUp([aSubscription({ status: 'confirmed' })], NOW + 729 * DAY);
    const link = sent[0]?.text.split('\n').at(-1);
    expect((await later.unsubscribe(tokenIn(link))).isOk()).toBe(true);
  });
});

describe('newsletterConfirmationMail', () => {
  it.each(LOCALES)('is written in %s with both links', (locale) => {
    const mail = newsletterConfirmationMail(
      'ana@example.com',
      { brand: 'Tintazul', locale, slug: 'TZ-ES' },
      { confirm: 'https://shop.test/newsletter?token=c', unsubscribe: 'https://shop.test/unsubscribe?token=u' },
    );
    expect(mail.subject).toContain('Tintazul');
    expect(mail.text).toContain('Tintazul');
    expect(mail.text).toContain('https://shop.test/newsletter?token=c');
    expect(mail.text.endsWith('https://shop.test/unsubscribe?token=u')).toBe(true);
    expect(mail.link).toBe('https://shop.test/newsletter?token=c');
  });

  it('offers one-click unsubscribe in its headers (RFC 8058), and says the shop sent it by itself', () => {
    const mail = newsletterConfirmationMail(
      'ana@example.com',
      { brand: 'Estampa', locale: 'es', slug: 'WPX-ES' },
      { confirm: 'https://shop.test/newsletter?token=c', unsubscribe: 'https://shop.test/unsubscribe?token=u' },
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://shop.test/unsubscribe?token=u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    });
  });
});
