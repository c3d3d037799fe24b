import type { Clock } from '../../core/domain/shared/clock.port.ts';
import { endOfWindow } from '../system/cache-window.ts';

export type ResponseCache = {
  /** The serialized body kept under `key`, if still fresh. */
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  /** Forgets every kept body, when the catalogue they were built from changed (a change notice). */
  clear(): void;
};

/**
 * Finished response bodies kept until the catalogue changes, for answers that are the same for every visitor
 * (catalogue listings): the request then costs a map lookup instead of building and serializing the view again.
 * Filled from the catalogue's read cache, a body expires with the window its reads expire in, never a TTL later.
 */
export const responseCache = ({ clock, ttlMs, maxEntries }: { clock: Clock; ttlMs: number; maxEntries: number }) => {
  const entries = new Map<string, { expires: number; body: string }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      if (entry && entry.expires > clock.now()) return entry.body;
      entries.delete(key);
      return undefined;
    },
    set: (key, body) => {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { expires: endOfWindow(clock.now(), ttlMs), body });
    },
    clear: () => entries.clear(),
  } satisfies ResponseCache;
};
