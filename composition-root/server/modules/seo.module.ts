import { postgresSitemapSource } from '../../../adapters/postgres/postgres-sitemap-source.ts';
import { seoRoutes } from '../../../adapters/server/product-server/seo.routes.ts';
import { TOKENS } from '../../tokens.ts';
import { announcedSitesOf } from '../announced-sites.ts';
import type { ServerModule } from './server-module.ts';

/** robots.txt and sitemap.xml: read-only views of what the shop publishes. */
export const seoModule: ServerModule = {
  name: 'seo',
  bind: () => {},
  rootRoutes: (container) => {
    const config = container.get(TOKENS.config);
    return seoRoutes({
      sitemap: postgresSitemapSource(container.get(TOKENS.database).db),
      publicUrl: config.publicUrl,
      sites: announcedSitesOf(config),
    });
  },
};
