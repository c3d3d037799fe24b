import { announcedSites, type CountrySite } from '../../core/domain/site/country-sites.ts';
import type { ServerConfig } from './config.ts';

/** The stores every page names as its alternates: this one at PUBLIC_URL, the others at their configured origins. */
export const announcedSitesOf = (config: Pick<ServerConfig, 'store' | 'publicUrl' | 'storeOrigins'>): CountrySite[] =>
  announcedSites({ store: config.store, origin: config.publicUrl }, config.storeOrigins);
