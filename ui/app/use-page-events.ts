import { useEffect, useRef } from 'react';
import { useShownLocation } from './page-navigation.tsx';
import type { GrantedCategories } from '../../core/domain/consent/consent.ts';
import type { SessionUseCases } from './session-use-cases.ts';

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
  routeName: string,
  known: boolean,
  granted: GrantedCategories,
) => {
  const location = useShownLocation();
  const sentFor = useRef<string | null>(null);
  const previousUrl = useRef<string | null>(null);
  const currentUrl = useRef<string | null>(null);
  const { ads, analytics } = granted;

  useEffect(() => {
    if (currentUrl.current !== window.location.href) {
      previousUrl.current = currentUrl.current;
      currentUrl.current = window.location.href;
    }
    if (!known || sentFor.current === location.key) return;
    const event = {
      category: 'page',
      name: routeName,
      page: {
        url: window.location.href,
        path: location.pathname,
        title: document.title,
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
  }, [useCases, routeName, known, ads, analytics, location.key, location.pathname]);
};
