import type { ResultAsync } from 'neverthrow';
import type { SiteConfigOverrides } from '../../domain/site/site-config.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** The administrator-editable part of each store's site configuration. */
export interface SiteSettingsRepository {
  /** Empty when the store was never configured. */
  overridesOf(store: StoreSlug): ResultAsync<SiteConfigOverrides, RepositoryFailure>;
  save(store: StoreSlug, overrides: Required<SiteConfigOverrides>, at: number): ResultAsync<void, RepositoryFailure>;
}
