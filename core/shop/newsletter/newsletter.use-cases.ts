import type { SiteUrls } from '../../domain/site/country-sites.ts';
import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import { validateEmail } from '../../domain/validation/email.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { BrandNames } from '../accounts/brand-names.ts';
import type { Mailer, MailNotSent } from '../mail/mailer.port.ts';
import { newsletterConfirmationMail } from './newsletter-confirmation-mail.ts';
import type { NewsletterRepository } from './newsletter-repository.port.ts';
import {
  invalidNewsletterToken,
  NEWSLETTER_TOKEN_LIFETIME_MS,
  type InvalidNewsletterToken,
  type NewsletterStatus,
  type NewsletterSubscription,
  type NewsletterTokenClaims,
  type NewsletterTokenPurpose,
} from './newsletter-subscription.ts';
import type { NewsletterTokens } from './newsletter-tokens.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type NewsletterDeps = {
  readonly subscriptions: NewsletterRepository;
  readonly tokens: NewsletterTokens;
  readonly clock: Clock;
};

export type SubscribeDeps = NewsletterDeps & {
  readonly mailer: Mailer;
  readonly siteUrls: SiteUrls;
  readonly brandNames: BrandNames;
};

/** The same answer for a new, pending, confirmed or unsubscribed address, so nobody learns who subscribes. */
export type SubscriptionRequested = { readonly accepted: true };

const tokenFor = (deps: NewsletterDeps, email: string, purpose: NewsletterTokenPurpose) =>
  encodeURIComponent(
    deps.tokens.sign({ email, purpose, expiresAt: deps.clock.now() + NEWSLETTER_TOKEN_LIFETIME_MS[purpose] }),
  );

/** The page and the one-click endpoint that take an unsubscribe token (RFC 8058's List-Unsubscribe URL). */
export const newsletterUnsubscribeUrl = (
  deps: NewsletterDeps & { readonly siteUrls: SiteUrls },
  store: StoreSlug,
  email: string,
) => `${deps.siteUrls(store)}/unsubscribe?token=${tokenFor(deps, email, 'newsletter-unsubscribe')}`;

/** Double opt-in: the address is pending until the link in the e-mail is followed; a confirmed one is left alone. */
export const subscribeToNewsletter =
  (deps: SubscribeDeps) =>
  (
    email: string,
    storeSlug: StoreSlug,
  ): ResultAsync<SubscriptionRequested, InvalidFields | RepositoryFailure | MailNotSent> => {
    const trimmed = email.trim();
    if (validateEmail(trimmed).isErr()) {
      return errAsync({
        type: 'InvalidFields',
        problems: [{ field: 'email', problem: trimmed === '' ? 'Required' : 'Invalid' }],
      });
    }
    const address = trimmed.toLowerCase();
    const store = storeFor(storeSlug);
    const accepted: SubscriptionRequested = { accepted: true };
    return deps.subscriptions.find(address).andThen((existing) => {
      if (existing?.status === 'confirmed') return okAsync(accepted);
      const pending: NewsletterSubscription = {
        email: address,
        store: store.slug,
        locale: store.locale,
        status: 'pending',
        createdAt: existing?.createdAt ?? deps.clock.now(),
        confirmedAt: null,
        unsubscribedAt: existing?.unsubscribedAt ?? null,
      };
      const links = {
        confirm: `${deps.siteUrls(store.slug)}/newsletter?token=${tokenFor(deps, address, 'newsletter-confirm')}`,
        unsubscribe: newsletterUnsubscribeUrl(deps, store.slug, address),
      };
      return deps.subscriptions
        .save(pending)
        .andThen(() => deps.brandNames(store.slug))
        .andThen((brand) =>
          deps.mailer.send(
            newsletterConfirmationMail(address, { locale: store.locale, slug: store.slug, brand }, links),
          ),
        )
        .map(() => accepted);
    });
  };

const openToken = (
  deps: NewsletterDeps,
  token: string,
  purpose: NewsletterTokenPurpose,
): Result<NewsletterTokenClaims, InvalidNewsletterToken> =>
  deps.tokens
    .open(token)
    .mapErr(() => invalidNewsletterToken('Forged'))
    .andThen((claims) => {
      if (claims.purpose !== purpose) return err(invalidNewsletterToken('WrongPurpose'));
      if (deps.clock.now() > claims.expiresAt) return err(invalidNewsletterToken('Expired'));
      return ok(claims);
    });

export type NewsletterOutcome = { readonly email: string; readonly status: NewsletterStatus };

/** Following the confirmation link: pending becomes confirmed; a second click changes nothing. */
export const confirmNewsletterSubscription =
  (deps: NewsletterDeps) =>
  (token: string): ResultAsync<NewsletterOutcome, InvalidNewsletterToken | RepositoryFailure> => {
    const claims = openToken(deps, token, 'newsletter-confirm');
    if (claims.isErr()) return errAsync(claims.error);
    const { email } = claims.value;
    return deps.subscriptions.find(email).andThen((subscription) => {
      if (subscription?.status === 'confirmed') return okAsync({ email, status: subscription.status });
      // Someone who opted out since the e-mail was sent is not signed up again by an old link.
      if (subscription?.status !== 'pending') return errAsync(invalidNewsletterToken('NoPendingSubscription'));
      const confirmed: NewsletterSubscription = { ...subscription, status: 'confirmed', confirmedAt: deps.clock.now() };
      return deps.subscriptions.save(confirmed).map(() => ({ email, status: confirmed.status }));
    });
  };

/** One-click opt-out: always ends unsubscribed, whether or not the address was still subscribed. */
export const unsubscribeFromNewsletter =
  (deps: NewsletterDeps) =>
  (token: string): ResultAsync<NewsletterOutcome, InvalidNewsletterToken | RepositoryFailure> => {
    const claims = openToken(deps, token, 'newsletter-unsubscribe');
    if (claims.isErr()) return errAsync(claims.error);
    const { email } = claims.value;
    const outcome: NewsletterOutcome = { email, status: 'unsubscribed' };
    return deps.subscriptions
      .find(email)
      .andThen((subscription) =>
        subscription === undefined || subscription.status === 'unsubscribed'
          ? okAsync(outcome)
          : deps.subscriptions
              .save({ ...subscription, status: 'unsubscribed', unsubscribedAt: deps.clock.now() })
              .map(() => outcome),
      );
  };
