import type { ConsentVersion } from '../../domain/consent/consent.ts';

/** The revision of the banner's text; raise it when the text changes so everyone is asked again. */
export const CURRENT_CONSENT_VERSION = 1 as ConsentVersion;
