import { okAsync, type ResultAsync } from 'neverthrow';
import type { ChangeNotice, ChangeNotices } from './change-notices.port.ts';

/** Every kind of notice: what a reconnected transport delivers, since any of them may have been missed. */
export const CHANGE_NOTICES: readonly ChangeNotice[] = ['catalogue', 'site-settings'];

export const isChangeNotice = (value: unknown): value is ChangeNotice =>
  CHANGE_NOTICES.some((notice) => notice === value);

/** One instance's listeners, which each transport delivers to. */
export const noticeListeners = () => {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const deliver = (notice: ChangeNotice) => listeners.forEach((listener) => listener(notice));
  return {
    add: (listener: (notice: ChangeNotice) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    deliver,
    /** After a reconnect: notices sent meanwhile are lost, so every cache forgets. */
    deliverEvery: () => CHANGE_NOTICES.forEach(deliver),
  };
};

/**
 * The change, with every instance told once it is stored; a refused change tells nobody. The change stands even
 * when the notice is not sent: the others' caches show it when their safety TTL runs out.
 */
export const announced = <T, E>(
  notices: Pick<ChangeNotices, 'announce'>,
  notice: ChangeNotice,
  change: ResultAsync<T, E>,
): ResultAsync<T, E> =>
  change.andThen((value) =>
    notices
      .announce(notice)
      .map(() => value)
      .orElse(() => okAsync(value)),
  );
