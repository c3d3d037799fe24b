import { useEffect, useRef } from 'react';
import { useShownLocation } from './page-navigation.tsx';
import type { GrantedCategories } from '../../core/domain/consent/consent.ts';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { pageHeadInput } from './page-head.ts';
import type { SessionUseCases } from '../../core/storefront/session/session-use-cases.ts';
import { useTexts } from './use-texts.ts';

type ClientHints = { readonly platform?: string; readonly mobile?: boolean };

const deviceOf = () => {
  const hints = (navigator as Navigator & { userAgentData?: ClientHints }).userAgentData;
  return {
    platform: hints?.platform || navigator.platform || 'unknown',
    mobile: hints?.mobile ?? /Mobi|Android/i.test(navigator.userAgent),
  };
};

/**
 * One page event per page view, the first one included, once the session is known. A view made before
 * consent is sent when consent arrives on that same page; the referrer of a client-side view is the page before.
 */
export const usePageEvents = (
  useCases: SessionUseCases,
  page: PageView | null,
  known: boolean,
  granted: GrantedCategories,
) => {
  const location = useShownLocation();
  const { t } = useTexts();
  const sentFor = useRef<string | null>(null);
  const previousUrl = useRef<string | null>(null);
  const currentUrl = useRef<string | null>(null);
  const { ads, analytics } = granted;

  useEffect(() => {
    if (currentUrl.current !== window.location.href) {
      previousUrl.current = currentUrl.current;
      currentUrl.current = window.location.href;
    }
    if (page === null || !known || sentFor.current === location.key) return;
    const event = {
      category: 'page',
      name: page.routeName,
      page: {
        url: window.location.href,
        path: location.pathname,
        // The shown page's own title: the tab's may still be the page before's.
        title: pageHeadInput(page, t, window.location.origin, location.pathname).title,
        referrer: previousUrl.current ?? document.referrer,
      },
      userAgent: navigator.userAgent,
      // The server takes the address from the connection; the browser cannot know its public one.
      ip: '',
      ...deviceOf(),
    };
    void useCases.recordPageView(event, { ads, analytics }).map((sent) => {
      if (sent) sentFor.current = location.key;
    });
  }, [useCases, page, t, known, ads, analytics, location.key, location.pathname]);
};
