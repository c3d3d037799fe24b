import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { BuildMetaCodec, FileParams, LatestBuildCodec } from '../../shop-api-contract/product-server.codec.ts';
import { fromParams, nothing, rawRoute } from '../route.ts';
import { siteAssetErrorAnswer, type SiteAssetError } from './site-asset-errors.ts';

const BUILD_META_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.json$/;

/** A manifest file, decoded like any other input: a missing or malformed one is "no such build". */
const readManifest = <A>(file: string, codec: t.Type<A, unknown, unknown>, what: string) =>
  ResultAsync.fromSafePromise(readFile(file, 'utf8').catch(() => undefined)).andThen((text) => {
    const manifest = text === undefined ? undefined : parsed(text, codec);
    return manifest === undefined
      ? errAsync<A, SiteAssetError>({ type: 'BuildNotFound', why: what })
      : okAsync<A, SiteAssetError>(manifest);
  });

const parsed = <A>(text: string, codec: t.Type<A, unknown, unknown>) => {
  try {
    return decodeWith(codec)(JSON.parse(text)).unwrapOr(undefined);
  } catch {
    return undefined;
  }
};

/**
 * GET /builds/latest.json (polled to notice a new deployment, so never cached) and GET /builds/meta/{id}.json
 * (one build's facts, which never change). Read from `buildsDir`, written by write-build-manifest.mjs. The
 * manifests go out as the files are, not in the envelope: the storefront and the deployment read them so.
 */
export const buildsRoutes = (deps: { readonly buildsDir: string }) => async (app: FastifyInstance) => {
  app.get(
    '/builds/latest.json',
    { schema: { tags: ['product-server'], summary: 'The current build' } },
    rawRoute({
      decode: nothing,
      run: () => readManifest(path.join(deps.buildsDir, 'latest.json'), LatestBuildCodec, 'latest'),
      errors: siteAssetErrorAnswer,
      send: (reply, latest) => reply.header('cache-control', 'no-cache').send(LatestBuildCodec.encode(latest)),
    }),
  );

  app.get(
    '/builds/meta/:file',
    {
      schema: { tags: ['product-server'], summary: 'One build: its id, timestamp and date (the translations version)' },
    },
    rawRoute({
      decode: fromParams(FileParams),
      run: ({ file }) => {
        const buildId = BUILD_META_FILE.exec(file)?.[1];
        if (buildId === undefined) {
          return errAsync({ type: 'BuildNotFound' as const, why: 'ids are letters, digits, _ and -' });
        }
        return readManifest(path.join(deps.buildsDir, 'meta', `${buildId}.json`), BuildMetaCodec, buildId).andThen(
          (meta) => (meta.id === buildId ? okAsync(meta) : errAsync({ type: 'BuildNotFound' as const, why: buildId })),
        );
      },
      errors: siteAssetErrorAnswer,
      send: (reply, meta) =>
        reply.header('cache-control', 'public, max-age=31536000, immutable').send(BuildMetaCodec.encode(meta)),
    }),
  );
};
