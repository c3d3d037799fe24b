import type { Locale } from '../../domain/site/locale.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';

/** 'pending' until the double opt-in link is followed, 'confirmed' after, 'unsubscribed' after opting out. */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export type NewsletterSubscription = {
  /** Lower-cased, so one mailbox is one subscription whatever case it was typed in. */
  readonly email: string;
  readonly store: StoreSlug;
  readonly locale: Locale;
  readonly status: NewsletterStatus;
  readonly createdAt: number;
  readonly confirmedAt: number | null;
  readonly unsubscribedAt: number | null;
};

export type NewsletterTokenPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

/** What a newsletter link's token vouches for. */
export type NewsletterTokenClaims = {
  readonly email: string;
  readonly purpose: NewsletterTokenPurpose;
  /** Milliseconds since the Unix epoch after which the token is refused. */
  readonly expiresAt: number;
};

/** A confirmation link is short-lived; an unsubscribe link must keep working in old e-mails. */
export const NEWSLETTER_TOKEN_LIFETIME_MS: { readonly [P in NewsletterTokenPurpose]: number } = {
  'newsletter-confirm': 7 * 24 * 60 * 60 * 1000,
  'newsletter-unsubscribe': 2 * 365 * 24 * 60 * 60 * 1000,
};

/** One answer for forged, tampered, expired and misused tokens: the link simply does not work. */
export type InvalidNewsletterToken = {
  readonly type: 'InvalidNewsletterToken';
  readonly reason: 'Forged' | 'Expired' | 'WrongPurpose' | 'NoPendingSubscription';
};

export const invalidNewsletterToken = (reason: InvalidNewsletterToken['reason']): InvalidNewsletterToken => ({
  type: 'InvalidNewsletterToken',
  reason,
});
