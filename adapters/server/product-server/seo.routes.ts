import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapPaths, sitemapXml } from '../../../core/storefront/seo/sitemap.ts';
import type { SitemapSource } from '../../../core/storefront/seo/sitemap-source.port.ts';

export type SeoRouteDeps = {
  readonly sitemap: SitemapSource;
  /** The shop's configured origin (never the request's Host, which would let anyone poison a cached sitemap). */
  readonly publicUrl: string;
};

/** `/robots.txt` and `/sitemap.xml` at the site root, for search engines. */
export const seoRoutes =
  ({ sitemap, publicUrl }: SeoRouteDeps) =>
  async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const content = await sitemap.publishedContent();
      return content.match(
        (published) =>
          reply.type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, sitemapPaths(published))),
        () => reply.status(503).type('text/plain; charset=utf-8').send('Sitemap unavailable'),
      );
    });
  };
