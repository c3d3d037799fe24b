import type { ResultAsync } from 'neverthrow';
import type { GrantedCategories } from '../../core/domain/consent/consent.ts';
import type { PageEvent } from '../../core/domain/marketing/page-event.ts';
import type { Session } from '../../core/domain/session/session.ts';
import type { ScreenMetrics } from '../../core/storefront/session/start-session.use-case.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

/** The visitor's session, consent and page statistics, as the UI drives them. */
export type SessionUseCases = {
  /** Reads the session on start and records the screen once per session. */
  readonly start: (screen: ScreenMetrics) => ResultAsync<Session, ShopUnavailable>;
  /** Stores the answer to the consent banner and shares it with the other tabs. */
  readonly chooseConsent: (choice: GrantedCategories) => ResultAsync<Session, ShopUnavailable>;
  /** Follows the session other tabs change; returns the unsubscribe. */
  readonly onSharedSession: (listener: (session: Session) => void) => () => void;
  /** Consent Mode's `default`: nothing granted until the answer is known. */
  readonly declareConsentDefault: () => void;
  /** Consent Mode's `update` and the integrations the answer allows. */
  readonly applyConsent: (granted: GrantedCategories) => void;
  /** Stores GA4's ids once analytics runs, when they changed; answers the session as it now is. */
  readonly recordAnalyticsIdentity: (session: Session) => ResultAsync<Session, never>;
  /** A page view, sent only with consent and from a person; answers whether it was sent. */
  readonly recordPageView: (event: PageEvent, granted: GrantedCategories) => ResultAsync<boolean, ShopUnavailable>;
};
