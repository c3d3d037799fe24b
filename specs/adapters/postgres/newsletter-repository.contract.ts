import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterRepository } from '../../../core/shop/newsletter/newsletter-repository.port.ts';
import type { NewsletterSubscription } from '../../../core/shop/newsletter/newsletter-subscription.ts';

type Opened = { repository: NewsletterRepository; close: () => Promise<void> };

const T0 = Date.parse('2024-03-01T09:00:00Z');

const PENDING: NewsletterSubscription = {
  email: 'ana@example.com',
  store: 'WPX-PT',
  locale: 'pt',
  status: 'pending',
  createdAt: T0,
  confirmedAt: null,
  unsubscribedAt: null,
};

/** What every NewsletterRepository must do; run against the fake and every real adapter. */
export const describeNewsletterRepositoryContract = (name: string, open: () => Promise<Opened>) =>
  describe(`NewsletterRepository contract: ${name}`, () => {
    let opened: Opened;
    beforeAll(async () => {
      opened = await open();
    });
    afterAll(() => opened.close());

    it('finds nothing for an address that never subscribed', async () => {
      expect((await opened.repository.find('nobody@example.com'))._unsafeUnwrap()).toBeUndefined();
    });

    it('saves a subscription and replaces it on the next save of the same address', async () => {
      await opened.repository.save(PENDING);
      expect((await opened.repository.find('ana@example.com'))._unsafeUnwrap()).toEqual(PENDING);
      const confirmed: NewsletterSubscription = {
        ...PENDING,
        store: 'WPX-ES',
        locale: 'es',
        status: 'confirmed',
        confirmedAt: T0 + 1000,
      };
      await opened.repository.save(confirmed);
      expect((await opened.repository.find('ana@example.com'))._unsafeUnwrap()).toEqual(confirmed);
      const gone = { ...confirmed, status: 'unsubscribed' as const, unsubscribedAt: T0 + 2000 };
      await opened.repository.save(gone);
      expect((await opened.repository.find('ana@example.com'))._unsafeUnwrap()).toEqual(gone);
    });
  });
