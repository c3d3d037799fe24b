import type { ResultAsync } from 'neverthrow';
import type { SiteConfig } from './site-config.ts';

/**
 * The running store's config as it reads now: its own values under what an administrator last saved. A use case
 * reads it once and works with that one answer throughout, so what it shows and what it charges never mix two.
 */
export type LiveSiteConfig = () => ResultAsync<SiteConfig, never>;
