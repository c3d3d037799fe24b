import { useEffect } from 'react';
import {
  isPrefetchablePath,
  shouldPrefetch,
  type ConnectionHints,
} from '../../../core/storefront/navigation/prefetch-policy.ts';
import { prefetchShownPage } from '../../app/page-prefetch.ts';
import { useUseCases } from '../../app/use-cases.tsx';

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/** Prefetches the next page's payload when a shop link is hovered or focused, unless the connection is slow or saving data. */
export const usePrefetchOnIntent = () => {
  const useCases = useUseCases();
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!shouldPrefetch(connection)) return;
    const onIntent = (event: Event) => {
      const link = linkOf(event.target);
      const href = link?.getAttribute('href') ?? '';
      // Once a new build is live the next page loads afresh: nothing is worth opening ahead.
      if (useCases.platform.liveBuild.navigationKind() === 'document') return;
      // The page is opened ahead and its outcome kept for the click: the payload is fetched once, not twice.
      if (isPrefetchablePath(href)) prefetchShownPage(useCases, new URL(href, window.location.origin));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [useCases]);
};
