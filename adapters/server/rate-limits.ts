import type { RateLimitPolicy } from '../../core/shop/security/check-rate-limit.use-case.ts';

const MINUTES = 60 * 1000;

/** Every rate limit of the server in one table; `name` keys the stored counters, so it never changes. */
export const RATE_LIMITS = {
  /** Per IP address and e-mail: a shopper mistyping is never locked out, a password guesser soon is. */
  signIn: { name: 'auth-sign-in', max: 10, windowMs: 15 * MINUTES },
  signUp: { name: 'auth-sign-up', max: 5, windowMs: 60 * MINUTES },
  passwordReset: { name: 'auth-password-reset', max: 5, windowMs: 15 * MINUTES },
  passwordResetConfirm: { name: 'auth-password-reset-confirm', max: 20, windowMs: 15 * MINUTES },
  /** Per IP address alone, over every auth request that mails someone: no relaying mail to address after address. */
  mailing: { name: 'auth-mailing', max: 50, windowMs: 60 * MINUTES },
  /** Per IP address: changing the password or deleting the account checks a password, so it is a guesser's door too. */
  accountPassword: { name: 'accounts.password', max: 10, windowMs: 15 * MINUTES },
  /** A customer follows one e-mail change link; a script trying tokens is stopped long before one could match. */
  emailChangeConfirm: { name: 'accounts.email-change-confirm', max: 20, windowMs: 15 * MINUTES },
  /** A contact form is typed by a person: ten tickets an hour from one address is already generous. */
  openTicket: { name: 'tickets.open', max: 10, windowMs: 60 * MINUTES },
  /** Enough for a family reviewing a big order; few enough that guessing order numbers gets nowhere. */
  writeReview: { name: 'reviews.write', max: 20, windowMs: 60 * MINUTES },
  /** A browser sends one hit per landing without the affiliate cookie; more than this from one address is a script. */
  affiliateHit: { name: 'affiliates.hits', max: 60, windowMs: 60 * MINUTES },
  /** Each sign-up sends an e-mail, so one address may not use the form to flood someone's inbox. */
  newsletterSubscribe: { name: 'newsletter.subscribe', max: 10, windowMs: 60 * MINUTES },
  /** Plenty for a shopper, too few to try postal codes for an order number. */
  tracking: { name: 'tracking', max: 30, windowMs: 1 * MINUTES },
  /** A customer uploads a few photos per product; a script uploading hundreds is refused. */
  upload: { name: 'upload', max: 30, windowMs: 10 * MINUTES },
  /** Every add to cart of a personalised article draws a preview: a shopper adds a few, a script is stopped. */
  personalisedCartLine: { name: 'personalisation.cart-line', max: 30, windowMs: 10 * MINUTES },
  /** The editor autosaves every few seconds of editing; a script saving without pause is stopped. */
  projectAutosave: { name: 'personalisation.autosave', max: 120, windowMs: 10 * MINUTES },
  /** A browser sends a page event per navigation; a few a second is already more than a person clicks. */
  pageEvent: { name: 'page-event', max: 120, windowMs: 1 * MINUTES },
  /** Enough for a burst of errors from one broken page, not enough to flood the log. */
  clientLog: { name: 'client-log', max: 30, windowMs: 1 * MINUTES },
} as const satisfies Record<string, RateLimitPolicy>;
