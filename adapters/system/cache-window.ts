/**
 * When an entry kept at `now` expires: at the end of the `ttlMs` window `now` falls in, the same instant for every
 * cache on the same clock and TTL. An answer kept from another cache's entry then expires with it, so stacked caches
 * are never staler than one TTL (filled from an entry about to expire, an answer kept its own TTL on top: two).
 */
export const endOfWindow = (now: number, ttlMs: number) => (Math.floor(now / ttlMs) + 1) * ttlMs;
