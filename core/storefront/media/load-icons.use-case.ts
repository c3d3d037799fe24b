import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  iconKey,
  iconRequests,
  isSafeIconBody,
  parseIconName,
  resolveIcon,
  type IconData,
  type IconName,
} from '../../domain/media/icon-fetch.ts';
import type { IconSource } from './icon-source.port.ts';

export type IconUnavailable = { readonly type: 'IconUnavailable'; readonly name: string };

export type IconSources = {
  /** The shop's own icon endpoint, given ICON_FETCH_TIMEOUT_MS to answer. */
  readonly primary: IconSource;
  /** The public icon service, asked when the primary fails or is late. */
  readonly fallback: IconSource;
};

type Waiting = { readonly icon: IconName; readonly settle: (data: IconData | undefined) => void };

/**
 * Icon data by Iconify name (spec 7): the shop's endpoint first, the public service when it fails. Icons asked
 * for in the same turn (one render's effects) share one request per set; what arrived is kept in memory per
 * name, and a failure is not kept, so the next page asks again.
 */
export const loadIcons = (sources: IconSources) => {
  const loaded = new Map<string, IconData>();
  const pending = new Map<string, Promise<IconData | undefined>>();
  let batch: Waiting[] = [];

  const fetchSet = (prefix: string, names: readonly string[]) =>
    sources.primary
      .iconSet(prefix, names)
      .orElse(() => sources.fallback.iconSet(prefix, names))
      .match(
        (set) => set,
        () => undefined,
      );

  const flush = async () => {
    const waiting = batch;
    batch = [];
    const sets = new Map(
      await Promise.all(
        iconRequests(waiting.map((entry) => entry.icon)).map(
          async ({ prefix, names }) => [prefix, await fetchSet(prefix, names)] as const,
        ),
      ),
    );
    for (const { icon, settle } of waiting) {
      const set = sets.get(icon.prefix);
      const data = set === undefined ? undefined : resolveIcon(set, icon.name);
      const safe = data !== undefined && isSafeIconBody(data.body) ? data : undefined;
      if (safe !== undefined) loaded.set(iconKey(icon), safe);
      pending.delete(iconKey(icon));
      settle(safe);
    }
  };

  const request = (icon: IconName): Promise<IconData | undefined> => {
    const promise = new Promise<IconData | undefined>((settle) => {
      if (batch.length === 0) void Promise.resolve().then(flush);
      batch.push({ icon, settle });
    });
    pending.set(iconKey(icon), promise);
    return promise;
  };

  return (name: string): ResultAsync<IconData, IconUnavailable> => {
    const unavailable: IconUnavailable = { type: 'IconUnavailable', name };
    const icon = parseIconName(name);
    if (icon === undefined) return errAsync(unavailable);
    const known = loaded.get(iconKey(icon));
    if (known !== undefined) return okAsync(known);
    return ResultAsync.fromSafePromise(pending.get(iconKey(icon)) ?? request(icon)).andThen((data) =>
      data === undefined ? errAsync(unavailable) : okAsync(data),
    );
  };
};
