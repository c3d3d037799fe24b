import type { ResultAsync } from 'neverthrow';
import type { SiteConfigFieldChange, SiteConfigOverrides } from '../../domain/site/site-config.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { CheckedSiteSettings } from '../../domain/site/site-settings-fields.ts';

/** One line of a store's config change log: a field, its old and new value, who changed it and when. */
export type SiteConfigChange = SiteConfigFieldChange & {
  readonly administratorId: string;
  readonly at: number;
};

/** A recorded change as the log lists it: its place in the log, and the administrator's e-mail when known. */
export type LoggedSiteConfigChange = SiteConfigChange & {
  readonly id: number;
  readonly administratorEmail: string | null;
};

/** One page of the log, newest first; `next` is the id the next page starts below (null on the last). */
export type SiteConfigChangePage = {
  readonly changes: readonly LoggedSiteConfigChange[];
  readonly next: number | null;
};

/** The administrator-editable part of each store's site configuration, and the log of its changes. */
export interface SiteSettingsRepository {
  /** Empty when the store was never configured. */
  overridesOf(store: StoreSlug): ResultAsync<SiteConfigOverrides, RepositoryFailure>;
  /** Keeps the store's whole config and the lines of its change log together, or neither. */
  save(
    store: StoreSlug,
    settings: CheckedSiteSettings,
    changes: readonly SiteConfigChange[],
    at: number,
  ): ResultAsync<void, RepositoryFailure>;
  /** Newest first, the page of changes below `before` (all when absent). */
  changes(
    store: StoreSlug,
    page: { readonly before?: number; readonly limit: number },
  ): ResultAsync<SiteConfigChangePage, RepositoryFailure>;
}
