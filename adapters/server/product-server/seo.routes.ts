import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapPaths, sitemapXml } from '../../../core/storefront/seo/sitemap.ts';
import type { SitemapSource } from '../../../core/storefront/seo/sitemap-source.port.ts';
import type { CountrySite } from '../../../core/domain/site/country-sites.ts';
import { nothing, rawRoute } from '../route.ts';
import { siteAssetErrorAnswer } from './site-asset-errors.ts';

export type SeoRouteDeps = {
  readonly sitemap: SitemapSource;
  /** The shop's configured origin (never the request's Host, which would let anyone poison a cached sitemap). */
  readonly publicUrl: string;
  /** The stores each URL's alternates name, this one among them. */
  readonly sites: readonly CountrySite[];
};

/** `/robots.txt` and `/sitemap.xml` at the site root, for search engines: text files, not the envelope. */
export const seoRoutes =
  ({ sitemap, publicUrl, sites }: SeoRouteDeps) =>
  async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
    );
    app.get(
      '/sitemap.xml',
      { schema: { hide: true } },
      rawRoute({
        decode: nothing,
        run: () => sitemap.publishedContent().mapErr(() => ({ type: 'SitemapUnavailable' as const })),
        errors: siteAssetErrorAnswer,
        send: (reply, published) =>
          reply.type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, sitemapPaths(published), sites)),
      }),
    );
  };
