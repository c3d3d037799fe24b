import { useEffect } from 'react';
import {
  prefetchUrlFor,
  shouldPrefetch,
  type ConnectionHints,
} from '../../../core/storefront/navigation/prefetch-policy.ts';

const prefetched = new Set<string>();

/** A low-priority <link rel=prefetch> lets the browser fetch the payload when idle and keep it in its cache. */
const prefetch = (href: string) => {
  const url = prefetchUrlFor(href);
  if (url === null || prefetched.has(url)) return;
  prefetched.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'fetch';
  link.href = url;
  document.head.append(link);
};

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/** Prefetches the next page's payload when a shop link is hovered or focused, unless the connection is slow or saving data. */
export const usePrefetchOnIntent = () => {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!shouldPrefetch(connection)) return;
    const onIntent = (event: Event) => {
      const link = linkOf(event.target);
      if (link) prefetch(link.getAttribute('href') ?? '');
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
};
