import type { ResultAsync } from 'neverthrow';

/**
 * What changed, as much as a cache needs in order to forget: never the changed data, which every instance reads
 * again from the database. `catalogue` covers designs, articles, tags, landing pages and published reviews.
 */
export type ChangeNotice = 'catalogue' | 'site-settings';

/** The notice could not be sent: the other instances see the change when their caches' safety TTL runs out. */
export type NoticeNotSent = { readonly type: 'NoticeNotSent'; readonly cause: string };

/**
 * Tells every instance of the shop (and this one) that something its caches keep has changed. Delivery is at most
 * once and may be lost on a broken connection: a transport that reconnects delivers every notice, since it cannot
 * know which it missed.
 */
export interface ChangeNotices {
  /** Tells this instance's listeners at once, then every other instance. */
  announce(notice: ChangeNotice): ResultAsync<void, NoticeNotSent>;
  /** Calls `listener` on each notice from any instance (and on every notice after a reconnect); returns the unsubscribe. */
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
}
