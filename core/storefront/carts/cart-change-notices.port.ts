import type { ResultAsync } from 'neverthrow';

/**
 * Tells the visitor's other tabs that the session's cart changed. A notice carries no cart: the shop's cart
 * for the session is the truth, and each tab reads it again.
 */
export interface CartChangeNotices {
  /** Tells the other tabs (never this one) that the cart changed. */
  announce(): void;
  /** Calls `listener` on each notice from another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The change, with the other tabs told once it is made; a refused change tells nobody. */
export const announced = <T, E>(notices: CartChangeNotices, change: ResultAsync<T, E>): ResultAsync<T, E> =>
  change.map((value) => {
    notices.announce();
    return value;
  });

/** Notices for a frontend with one window (a server render, a terminal, a native screen): no other tab to tell. */
export const noCartNotices: CartChangeNotices = { announce: () => undefined, subscribe: () => () => undefined };
