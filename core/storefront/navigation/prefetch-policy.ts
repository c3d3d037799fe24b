/** What the browser says about its connection (the Network Information API); every field may be missing. */
export type ConnectionHints = {
  readonly saveData?: boolean | undefined;
  readonly effectiveType?: string | undefined;
};

const SLOW_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];

/** Prefetching spends the shopper's data on a guess: never when they asked to save data or the link is slow. */
export const shouldPrefetch = (connection: ConnectionHints | undefined): boolean =>
  connection === undefined ||
  (connection.saveData !== true && !SLOW_CONNECTIONS.includes(connection.effectiveType ?? ''));

/** Only the shop's own pages are prefetched: an internal path, not a payload, an API call or a download. */
export const isPrefetchablePath = (href: string): boolean =>
  href.startsWith('/') &&
  !href.startsWith('//') &&
  !/^\/(api|shop-api|_locales|assets|images)(\/|$)/.test(href) &&
  !href.includes('_payload.json');

/** The payload a client-side navigation to `href` will fetch, or null when `href` is not prefetched. */
export const prefetchUrlFor = (href: string): string | null => {
  if (!isPrefetchablePath(href)) return null;
  const [path = '/', query] = href.replace(/#.*$/s, '').split('?', 2);
  return `${path.replace(/\/$/, '')}/_payload.json${query ? `?${query}` : ''}`;
};

/** How long a page opened ahead of a click is worth using: long enough for a hover to become a click. */
export const PREFETCH_KEPT_MS = 10_000;

/** When a page was opened ahead: the time, and how many writes the session had completed then. */
export type PrefetchMoment = { readonly at: number; readonly writes: number };

/**
 * A page opened ahead is shown only while fresh, and only if the session wrote nothing since it was asked for:
 * adding to the cart, checking out or signing in changes what the cart, checkout and account pages show.
 */
export const isPrefetchUsable = (opened: PrefetchMoment, now: PrefetchMoment): boolean =>
  now.at - opened.at < PREFETCH_KEPT_MS && now.writes === opened.writes;
