import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLocale } from '../../../core/domain/site/locale.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';

const NAMESPACE = /^[a-z0-9-]{1,64}$/;

/** With the build-date version query the URL changes with every build, so the answer can be kept for a year. */
const cacheControlFor = (query: unknown) =>
  query !== null && typeof query === 'object' && 'v' in query
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=300';

/**
 * GET /_locales/{namespace}/{locale}/data.json (spec 7): `general` for the whole storefront, a route name for
 * one page. Served from `{localesDir}/{namespace}/{locale}.json`; the namespace and locale are checked before
 * any path is built, so nothing outside the folder can be named.
 */
export const translationsRoutes = (deps: { readonly localesDir: string }) => async (app: FastifyInstance) => {
  app.get<{ Params: { namespace: string; locale: string } }>(
    '/_locales/:namespace/:locale/data.json',
    { schema: { tags: ['product-server'], summary: 'Translations of one namespace in one locale' } },
    async (request, reply) => {
      const { namespace, locale } = request.params;
      if (!NAMESPACE.test(namespace) || !isLocale(locale)) {
        return sendError(reply, 404, ERROR_CODES.notFound, `No translations for ${namespace}/${locale}`);
      }
      const text = await readFile(path.join(deps.localesDir, namespace, `${locale}.json`), 'utf8').catch(
        () => undefined,
      );
      if (text === undefined)
        return sendError(reply, 404, ERROR_CODES.notFound, `No translations for ${namespace}/${locale}`);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', cacheControlFor(request.query))
        .send(text);
    },
  );
};
