import type { Container } from 'inversify';
import { siteConfigFor } from '../../core/domain/site/site-config.ts';
import type { StoreSlug } from '../../core/domain/site/stores.ts';
import type { BrowserConfig } from '../browser-config.ts';
import { ACCOUNTS_TOKENS } from './modules/accounts.module.ts';

const NONE: BrowserConfig['integrations'] = { analyticsId: null, pushNotificationsId: null };

/** The store's integration ids as an administrator configured them; an unreadable setting leaves them off. */
export const integrationIdsOf = async (root: Container, store: StoreSlug): Promise<BrowserConfig['integrations']> =>
  root
    .get(ACCOUNTS_TOKENS.siteSettings)
    .overridesOf(store)
    .map((overrides) => {
      const site = siteConfigFor(store, overrides);
      return { analyticsId: site.analyticsId, pushNotificationsId: site.pushNotificationsId };
    })
    .unwrapOr(NONE);
