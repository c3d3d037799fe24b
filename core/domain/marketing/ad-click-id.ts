import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../shared/clock.port.ts';
import type { IdGenerator } from '../shared/id-generator.port.ts';
import { MARKETING_PARAMS, type MarketingParam, type MarketingParams } from './marketing-param.ts';

/** Click ids kept in the combined form `{prefix}.1.{timestampMs}.{10-digit random}.{clickId}`. */
export const COMBINED_CLICK_ID_PREFIXES = { gclid: 'gcl', gbraid: 'gb', wbraid: 'wb', msclkid: 'ms' } as const;

export type CombinedClickIdParam = keyof typeof COMBINED_CLICK_ID_PREFIXES;

export const isCombinedClickIdParam = (value: string): value is CombinedClickIdParam =>
  Object.hasOwn(COMBINED_CLICK_ID_PREFIXES, value);

export const CLICK_ID_RANDOM_DIGITS = 10;

const FORMAT_VERSION = '1';

export const combinedClickId = (param: CombinedClickIdParam, clickId: string, clock: Clock, ids: IdGenerator): string =>
  [
    COMBINED_CLICK_ID_PREFIXES[param],
    FORMAT_VERSION,
    clock.now(),
    ids.randomDigits(CLICK_ID_RANDOM_DIGITS),
    clickId,
  ].join('.');

/** Meta's documented `_fbc` form: `fb.1.{timestampMs}.{fbclid}`. */
export const facebookClickCookie = (fbclid: string, clock: Clock): string => `fb.1.${clock.now()}.${fbclid}`;

export type CombinedClickId = {
  readonly param: CombinedClickIdParam;
  readonly timestamp: number;
  readonly random: string;
  readonly clickId: string;
};

export type MalformedClickId = { readonly type: 'MalformedClickId'; readonly value: string };

const PARAM_BY_PREFIX: ReadonlyMap<string, CombinedClickIdParam> = new Map(
  Object.entries(COMBINED_CLICK_ID_PREFIXES).map(([param, prefix]) => [prefix, param as CombinedClickIdParam]),
);

const COMBINED_FORM = /^(?<prefix>[a-z]+)\.1\.(?<timestamp>\d{1,15})\.(?<random>\d{10})\.(?<clickId>.+)$/s;

type CombinedFormGroups = Record<'prefix' | 'timestamp' | 'random' | 'clickId', string>;

/** Reads a stored combined click id back, e.g. to send the bare gclid with an order. */
export const parseCombinedClickId = (value: string): Result<CombinedClickId, MalformedClickId> => {
  // The regex fixes every group whenever it matches.
  const groups = COMBINED_FORM.exec(value)?.groups as CombinedFormGroups | undefined;
  const param = groups === undefined ? undefined : PARAM_BY_PREFIX.get(groups.prefix);
  if (groups === undefined || param === undefined) return err({ type: 'MalformedClickId', value });
  return ok({ param, timestamp: Number(groups.timestamp), random: groups.random, clickId: groups.clickId });
};

export type MarketingCookieValue = { readonly name: MarketingParam; readonly value: string };

/**
 * The cookie values for a set of landing params, in parameter order: click ids in their combined form,
 * and an `fbc` derived from `fbclid` unless the landing URL carried one.
 */
export const marketingCookieValues = (
  params: MarketingParams,
  clock: Clock,
  ids: IdGenerator,
): readonly MarketingCookieValue[] =>
  MARKETING_PARAMS.flatMap((name): MarketingCookieValue[] => {
    const value = params[name];
    if (value === undefined) return [];
    if (isCombinedClickIdParam(name)) return [{ name, value: combinedClickId(name, value, clock, ids) }];
    if (name === 'fbclid' && params.fbc === undefined) {
      return [
        { name, value },
        { name: 'fbc', value: facebookClickCookie(value, clock) },
      ];
    }
    return [{ name, value }];
  });
