import type { Container } from 'inversify';
import { siteConfigFor, type SiteConfig } from '../../core/domain/site/site-config.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import { liveSiteConfigOf as liveSiteConfigFrom } from '../../core/shop/accounts/live-site-config.ts';
import { ACCOUNTS_TOKENS } from './modules/accounts.module.ts';

/**
 * The store's config as an administrator last saved it (read through the settings' short cache, so a change shows
 * on every instance within its TTL); an unreadable setting leaves the store's own values and integrations off.
 */
export const liveSiteConfigOf = async (root: Container, store: StoreSlug): Promise<SiteConfig> =>
  liveSiteConfigFrom(root.get(ACCOUNTS_TOKENS.siteSettings), store)().unwrapOr(siteConfigFor(store));
