import { errAsync, type ResultAsync } from 'neverthrow';
import { requireAdministrator, type AdministratorOnly } from '../../domain/customers/administrator.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { InvalidFields } from '../../domain/forms/field-problem.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import { siteConfigChanges, siteConfigFor, type SiteConfig } from '../../domain/site/site-config.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import { checkSiteSettings, type SiteSettingsInput } from '../../domain/site/site-settings-fields.ts';
import type { SiteConfigChangePage, SiteSettingsRepository } from '../accounts/site-settings-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** How many changes one page of a store's config log lists. */
export const CONFIG_LOG_PAGE_SIZE = 20;

export type SiteConfigDeskError = AdministratorOnly | InvalidFields | RepositoryFailure;

/** A store's config as the back office shows it: the config and one page of its change log. */
export type SiteConfigView = { readonly config: SiteConfig; readonly log: SiteConfigChangePage };

const configOf = (settings: SiteSettingsRepository, store: StoreSlug) =>
  settings.overridesOf(store).map((overrides) => siteConfigFor(store, overrides));

/** One store's whole config and its change log, newest first, from `before` on. */
export const showSiteConfig =
  (settings: SiteSettingsRepository) =>
  (
    customer: Customer | null,
    store: StoreSlug,
    before: number | undefined,
  ): ResultAsync<SiteConfigView, SiteConfigDeskError> =>
    requireAdministrator(customer).match(
      () =>
        configOf(settings, store).andThen((config) =>
          settings
            .changes(store, { ...(before === undefined ? {} : { before }), limit: CONFIG_LOG_PAGE_SIZE })
            .map((log) => ({ config, log })),
        ),
      (refusal) => errAsync(refusal),
    );

/**
 * Checks every field, keeps the store's config and records each changed field (who, when, old → new) with it;
 * an unchanged form records nothing. Answers the config as it is now.
 */
export const changeSiteConfig =
  (deps: { readonly settings: SiteSettingsRepository; readonly clock: Clock }) =>
  (
    customer: Customer | null,
    store: StoreSlug,
    input: SiteSettingsInput,
  ): ResultAsync<SiteConfig, SiteConfigDeskError> =>
    requireAdministrator(customer).match(
      (administrator) =>
        checkSiteSettings(store, input).asyncAndThen((checked) =>
          configOf(deps.settings, store).andThen((before) => {
            const after = siteConfigFor(store, checked);
            const at = deps.clock.now();
            const changes = siteConfigChanges(before, after).map((change) => ({
              ...change,
              administratorId: administrator.id,
              at,
            }));
            return deps.settings.save(store, checked, changes, at).map(() => after);
          }),
        ),
      (refusal) => errAsync(refusal),
    );
