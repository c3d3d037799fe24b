import type { ResultAsync } from 'neverthrow';
import type { ConsentModeSignals } from '../../domain/consent/consent-mode.ts';
import type { Integration } from '../../domain/consent/integrations.ts';

/** Where the Consent Mode signals go for the tags to read (gtag's dataLayer in the browser). */
export interface ConsentModeSink {
  /** `default` before any tag runs, `update` on every change of the visitor's answer. */
  push(command: 'default' | 'update', signals: ConsentModeSignals): void;
}

/** Loads a third-party integration's script; loading one twice, or one the site does not configure, does nothing. */
export interface IntegrationLoader {
  load(integration: Integration): void;
}

/** GA4's identity of this visitor, as the loaded tag reports it. */
export type Ga4Identity = { readonly clientId: string; readonly sessionId: string; readonly sessionNumber: number };

/** Reads GA4's ids from the loaded tag. */
export interface AnalyticsIdentity {
  /** Null while the tag is not loaded or does not answer in time. */
  read(): ResultAsync<Ga4Identity | null, never>;
}
