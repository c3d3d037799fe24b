import { siteUrlsOf, type SiteUrls } from '../../../core/domain/site/country-sites.ts';
import type { ServerConfig } from '../config.ts';

/** Where e-mail links point: each store's configured origin (STORE_ORIGINS), this one's PUBLIC_URL (or HOST and PORT). */
export const siteUrlsFor = (config: ServerConfig): SiteUrls =>
  siteUrlsOf({ store: config.store, origin: config.publicUrl }, config.storeOrigins);
