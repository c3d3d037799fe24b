import * as t from 'io-ts';
import { StoreSlugCodec } from './catalogue.codec.ts';
import { boundedString } from './pattern.codec.ts';
import { wireType } from './wire-object.ts';

/** Newsletter paths, relative to the Shop API base path. */
export const NEWSLETTER_PATHS = {
  subscriptions: '/newsletter/subscriptions',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
  /** The signed-in customer's own subscription (the profile's toggle). */
  own: '/newsletter/subscription',
} as const;

/** RFC 8058's one-click target at the site root: the List-Unsubscribe URL of every newsletter e-mail. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/unsubscribe';

/** A signed token as it travels; anything longer than any token the shop makes is refused unread. */
const TokenCodec = boundedString('NewsletterToken', 1024);

export const SubscribeBody = t.intersection([
  t.type({ email: t.string }),
  t.partial({ store: StoreSlugCodec, ext_session_id: t.string }),
]);

export const ConfirmQuery = t.intersection([t.type({ token: TokenCodec }), t.partial({ ext_session_id: t.string })]);

export const UnsubscribeBody = t.intersection([t.type({ token: TokenCodec }), t.partial({ ext_session_id: t.string })]);

/** RFC 8058: the token in the URL's query, `List-Unsubscribe=One-Click` in the body (not required). */
export const OneClickUnsubscribeQuery = t.type({ token: TokenCodec });

export const OwnSubscriptionParams = t.partial({ ext_session_id: t.string });

export const OwnSubscribeBody = t.partial({ store: StoreSlugCodec, ext_session_id: t.string });

// ---- Responses ----

export const SubscriptionRequestedCodec = wireType({ accepted: t.literal(true) }, 'SubscriptionRequested');
export const NewsletterOutcomeCodec = wireType(
  { email: t.string, status: t.keyof({ pending: null, confirmed: null, unsubscribed: null }) },
  'NewsletterOutcome',
);
export const OwnSubscriptionCodec = wireType(
  { email: t.string, status: t.keyof({ none: null, pending: null, confirmed: null, unsubscribed: null }) },
  'OwnSubscription',
);
