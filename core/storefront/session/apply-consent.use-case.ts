import { NOTHING_GRANTED, type GrantedCategories } from '../../domain/consent/consent.ts';
import { consentModeSignals } from '../../domain/consent/consent-mode.ts';
import { loadableIntegrations } from '../../domain/consent/integrations.ts';
import type { ConsentModeSink, IntegrationLoader } from './consent-mode.port.ts';

export type ApplyConsentDeps = { readonly signals: ConsentModeSink; readonly integrations: IntegrationLoader };

/** Before the visitor's answer is known, every tag must assume nothing is granted. */
export const declareConsentDefault =
  ({ signals }: Pick<ApplyConsentDeps, 'signals'>) =>
  (): void =>
    signals.push('default', consentModeSignals(NOTHING_GRANTED));

/** Announces the categories in force and loads the integrations they allow, and only those. */
export const applyConsent =
  ({ signals, integrations }: ApplyConsentDeps) =>
  (granted: GrantedCategories): void => {
    signals.push('update', consentModeSignals(granted));
    for (const integration of loadableIntegrations(granted)) integrations.load(integration);
  };
