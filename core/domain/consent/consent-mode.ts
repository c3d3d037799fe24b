import type { GrantedCategories } from './consent.ts';

export type ConsentSignalValue = 'granted' | 'denied';

/** The four Consent Mode signals the analytics and ads tags read. */
export type ConsentModeSignals = {
  readonly ad_storage: ConsentSignalValue;
  readonly ad_user_data: ConsentSignalValue;
  readonly ad_personalization: ConsentSignalValue;
  readonly analytics_storage: ConsentSignalValue;
};

const signal = (granted: boolean): ConsentSignalValue => (granted ? 'granted' : 'denied');

/** The ad signals follow ads consent and analytics_storage follows analytics consent. */
export const consentModeSignals = (granted: GrantedCategories): ConsentModeSignals => ({
  ad_storage: signal(granted.ads),
  ad_user_data: signal(granted.ads),
  ad_personalization: signal(granted.ads),
  analytics_storage: signal(granted.analytics),
});
