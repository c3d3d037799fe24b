import { defaultCountryChoices } from '../../core/domain/site/site-settings-fields.ts';
import type { SiteConfigView } from '../../core/shop/back-office/site-config-desk.use-cases.ts';
import type { ShownSiteConfig } from '../../core/storefront/back-office/back-office-gateway.port.ts';

/** A store's config as the back office shows it: the log's instants as ISO 8601, with the default's choices. */
export const siteConfigViewOf = ({ config, log }: SiteConfigView): ShownSiteConfig => ({
  config,
  countryChoices: defaultCountryChoices(config.storeSlug),
  changes: log.changes.map((change) => ({
    id: change.id,
    field: change.field,
    from: change.from,
    to: change.to,
    administratorId: change.administratorId,
    administratorEmail: change.administratorEmail,
    at: new Date(change.at).toISOString(),
  })),
  next: log.next,
});
