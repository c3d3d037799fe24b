import { readFile } from 'node:fs/promises';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils';
import type { FastifyInstance } from 'fastify';
import * as t from 'io-ts';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { FileParams } from '../../shop-api-contract/product-server.codec.ts';
import { fromBoth, fromParams, fromQuery, rawRoute } from '../route.ts';
import { siteAssetErrorAnswer, type SiteAssetError } from './site-asset-errors.ts';

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
const requestedIcons = (icons: unknown): readonly string[] | undefined => {
  if (typeof icons !== 'string') return undefined;
  const names = [...new Set(icons.split(','))];
  return names.length <= MAX_ICONS_PER_REQUEST && names.every((name) => ICON_NAME.test(name)) ? names : undefined;
};

// The set is found first and the names read after, so an unknown set is 404 whatever the names.
const IconsQuery = t.partial({ icons: t.unknown });

/** GET /api/icons/{prefix}.json?icons=a,b,c: Iconify API answers from locally installed sets (spec 7). */
export const iconsRoutes = (deps: { readonly collections: IconCollections }) => async (app: FastifyInstance) => {
  const iconSet = iconSetLoader(deps.collections);
  app.get(
    '/api/icons/:file',
    { schema: { tags: ['product-server'], summary: 'Iconify JSON for the requested icons of one icon set' } },
    rawRoute({
      decode: fromBoth(fromParams(FileParams), fromQuery(IconsQuery)),
      run: ({ file, icons }): ResultAsync<IconifyJSON, SiteAssetError> => {
        const prefix = ICON_FILE.exec(file)?.[1];
        const set = prefix === undefined ? undefined : iconSet(prefix);
        if (prefix === undefined || set === undefined) return errAsync({ type: 'IconSetNotFound', file });
        const names = requestedIcons(icons);
        if (names === undefined) return errAsync({ type: 'IconNamesInvalid', max: MAX_ICONS_PER_REQUEST });
        return ResultAsync.fromSafePromise(set).andThen((loaded) => {
          const found = getIcons(loaded, [...names], true);
          return found === null || Object.keys(found.icons).length === 0
            ? errAsync({ type: 'IconsNotFound' as const, prefix, names })
            : okAsync(found);
        });
      },
      errors: siteAssetErrorAnswer,
      // Iconify's own JSON, as the Iconify API answers it, not the envelope.
      send: (reply, icons) =>
        reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400').send(icons),
    }),
  );
};
