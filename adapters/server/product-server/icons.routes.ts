import { readFile } from 'node:fs/promises';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, sendError } from '../error-envelope.ts';

/** An icon set by its Iconify prefix: where its JSON file is. */
export type IconCollections = Readonly<Record<string, string>>;

/** More than any one page shows; a longer list is someone enumerating the set. */
export const MAX_ICONS_PER_REQUEST = 100;

const ICON_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each set is parsed once, on first use, and kept: a few megabytes, asked for on every page. */
const iconSetLoader = (collections: IconCollections) => {
  const loaded = new Map<string, Promise<IconifyJSON>>();
  return (prefix: string): Promise<IconifyJSON> | undefined => {
    const file = Object.hasOwn(collections, prefix) ? collections[prefix] : undefined;
    if (file === undefined) return undefined;
    const set = loaded.get(prefix) ?? readFile(file, 'utf8').then((text) => JSON.parse(text) as IconifyJSON);
    loaded.set(prefix, set);
    return set;
  };
};

/** The icon names of `?icons=a,b,c`, when every one is a valid name and there are not too many. */
const requestedIcons = (query: unknown): readonly string[] | undefined => {
  const icons = query !== null && typeof query === 'object' && 'icons' in query ? query.icons : undefined;
  if (typeof icons !== 'string') return undefined;
  const names = [...new Set(icons.split(','))];
  return names.length <= MAX_ICONS_PER_REQUEST && names.every((name) => ICON_NAME.test(name)) ? names : undefined;
};

/** GET /api/icons/{prefix}.json?icons=a,b,c: Iconify API answers from locally installed sets (spec 7). */
export const iconsRoutes = (deps: { readonly collections: IconCollections }) => async (app: FastifyInstance) => {
  const iconSet = iconSetLoader(deps.collections);
  app.get<{ Params: { file: string } }>(
    '/api/icons/:file',
    { schema: { tags: ['product-server'], summary: 'Iconify JSON for the requested icons of one icon set' } },
    async (request, reply) => {
      const prefix = ICON_FILE.exec(request.params.file)?.[1];
      const set = prefix === undefined ? undefined : iconSet(prefix);
      if (set === undefined) return sendError(reply, 404, ERROR_CODES.notFound, `No icon set ${request.params.file}`);
      const names = requestedIcons(request.query);
      if (names === undefined) {
        return sendError(
          reply,
          400,
          ERROR_CODES.badRequest,
          `icons: expected 1 to ${MAX_ICONS_PER_REQUEST} comma-separated icon names`,
        );
      }
      const icons = getIcons(await set, [...names], true);
      if (icons === null || Object.keys(icons.icons).length === 0) {
        return sendError(reply, 404, ERROR_CODES.notFound, `No such icons in ${prefix}: ${names.join(', ')}`);
      }
      return reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400').send(icons);
    },
  );
};
