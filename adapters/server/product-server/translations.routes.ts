import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isLocale } from '../../../core/domain/site/locale.ts';
import * as t from 'io-ts';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { fromBoth, fromParams, fromQuery, rawRoute } from '../route.ts';
import { siteAssetErrorAnswer } from './site-asset-errors.ts';

const NAMESPACE = /^[a-z0-9-]{1,64}$/;

/** With the build-date version query the URL changes with every build, so the answer can be kept for a year. */
const cacheControlFor = (versioned: boolean) =>
  versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300';

/**
 * GET /_locales/{namespace}/{locale}/data.json (spec 7): `general` for the whole storefront, a route name for
 * one page. Served from `{localesDir}/{namespace}/{locale}.json`; the namespace and locale are checked before
 * any path is built, so nothing outside the folder can be named.
 */
export const translationsRoutes = (deps: { readonly localesDir: string }) => async (app: FastifyInstance) => {
  app.get(
    '/_locales/:namespace/:locale/data.json',
    { schema: { tags: ['product-server'], summary: 'Translations of one namespace in one locale' } },
    rawRoute({
      decode: fromBoth(
        fromParams(t.type({ namespace: t.string, locale: t.string })),
        // Any `v` marks a versioned URL; its value is the build's date, which the file does not depend on.
        fromQuery(t.partial({ v: t.unknown })),
      ),
      run: ({ namespace, locale, v }) => {
        const notFound = { type: 'TranslationsNotFound', namespace, locale } as const;
        if (!NAMESPACE.test(namespace) || !isLocale(locale)) return errAsync(notFound);
        const file = path.join(deps.localesDir, namespace, `${locale}.json`);
        return ResultAsync.fromSafePromise(readFile(file, 'utf8').catch(() => undefined)).andThen((text) =>
          text === undefined ? errAsync(notFound) : okAsync({ text, versioned: v !== undefined }),
        );
      },
      errors: siteAssetErrorAnswer,
      // The file as it is, already JSON: not re-parsed, not in the envelope.
      send: (reply, { text, versioned }) =>
        reply.type('application/json; charset=utf-8').header('cache-control', cacheControlFor(versioned)).send(text),
    }),
  );
};
