import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as t from 'io-ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { BuildMetaCodec, LatestBuildCodec } from '../../shop-api-contract/product-server.codec.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';

const BUILD_META_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.json$/;

/** A manifest file, decoded like any other input: a missing or malformed one is "no such build". */
const readManifest = async <A>(file: string, codec: t.Type<A, unknown, unknown>) => {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return decodeWith(codec)(JSON.parse(text)).unwrapOr(undefined);
  } catch {
    return undefined;
  }
};

const sendManifest = <A>(reply: FastifyReply, manifest: A | undefined, cacheControl: string, what: string) =>
  manifest === undefined
    ? sendError(reply, 404, ERROR_CODES.notFound, `No such build: ${what}`)
    : reply.header('cache-control', cacheControl).send(manifest);

/**
 * GET /builds/latest.json (polled to notice a new deployment, so never cached) and GET /builds/meta/{id}.json
 * (one build's facts, which never change). Read from `buildsDir`, written by write-build-manifest.mjs.
 */
export const buildsRoutes = (deps: { readonly buildsDir: string }) => async (app: FastifyInstance) => {
  app.get(
    '/builds/latest.json',
    { schema: { tags: ['product-server'], summary: 'The current build' } },
    async (_request, reply) =>
      sendManifest(
        reply,
        await readManifest(path.join(deps.buildsDir, 'latest.json'), LatestBuildCodec),
        'no-cache',
        'latest',
      ),
  );

  app.get<{ Params: { file: string } }>(
    '/builds/meta/:file',
    {
      schema: { tags: ['product-server'], summary: 'One build: its id, timestamp and date (the translations version)' },
    },
    async (request, reply) => {
      const buildId = BUILD_META_FILE.exec(request.params.file)?.[1];
      if (buildId === undefined)
        return sendError(reply, 404, ERROR_CODES.notFound, 'No such build: ids are letters, digits, _ and -');
      const meta = await readManifest(path.join(deps.buildsDir, 'meta', `${buildId}.json`), BuildMetaCodec);
      return sendManifest(
        reply,
        meta?.id === buildId ? meta : undefined,
        'public, max-age=31536000, immutable',
        buildId,
      );
    },
  );
};
