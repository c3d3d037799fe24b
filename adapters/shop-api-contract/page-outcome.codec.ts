import * as t from 'io-ts';
import { LAYOUTS, type Layout } from '../../core/domain/routing/layout.ts';
import { LOCALES, type Locale } from '../../core/domain/site/locale.ts';
import type { PageOutcome } from '../../core/storefront/navigation/page-outcome.ts';
import { HomeBlockCodec } from './catalogue.codec.ts';

const oneOf = <T extends string>(values: readonly T[], name: string): t.Type<T, string, unknown> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);

const pageView = <R extends string, D extends t.Mixed>(routeName: R, data: D) =>
  t.type({
    kind: t.literal('page'),
    routeName: t.literal(routeName),
    params: t.record(t.string, t.string),
    locale: oneOf<Locale>(LOCALES, 'Locale'),
    layout: oneOf<Layout>(LAYOUTS, 'Layout'),
    keepAlive: t.boolean,
    forceSsr: t.boolean,
    data,
  });

/** Each page's data as it travels: one line per route of PageDataByRoute. */
const PAGE_VIEWS = [pageView('home', t.type({ blocks: t.readonlyArray(HomeBlockCodec) }))] as const;

/** The `{path}/_payload.json` answer: what the server decided for a page, for client-side navigation. */
export const PageOutcomeCodec: t.Type<PageOutcome, unknown, unknown> = t.union([
  ...PAGE_VIEWS,
  t.type({ kind: t.literal('redirect'), to: t.string, status: t.literal(302) }),
  t.type({ kind: t.literal('error'), status: t.union([t.literal(404), t.literal(500)]), message: t.string }),
]) as unknown as t.Type<PageOutcome, unknown, unknown>;

export const PAGE_PAYLOAD_SUFFIX = '/_payload.json';

/** '/design/x/1' → '/design/x/1/_payload.json'; '/' → '/_payload.json'. */
export const payloadPathOf = (pagePath: string) => `${pagePath.replace(/\/$/, '')}${PAGE_PAYLOAD_SUFFIX}`;

/** The page path a payload path stands for, or null when it is not a payload path. */
export const pagePathOf = (payloadPath: string): string | null =>
  payloadPath.endsWith(PAGE_PAYLOAD_SUFFIX) ? payloadPath.slice(0, -PAGE_PAYLOAD_SUFFIX.length) || '/' : null;
