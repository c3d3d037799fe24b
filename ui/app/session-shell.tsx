import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { ConsentBanner } from '../components/consent/consent-banner.tsx';
import { ConsentPreferencesContext } from '../components/consent/consent-preferences-context.tsx';
import { AuthSessionProvider } from './auth-session.tsx';
import { usePageEvents } from './use-page-events.ts';
import { useUseCases } from './use-cases.tsx';
import { useVisitorSession } from './use-visitor-session.ts';

// The preferences dialog's code comes when it is first opened: pages start without it.
const ConsentPreferencesDialog = lazy(() =>
  import('../components/consent/consent-preferences-dialog.tsx').then((module) => ({
    default: module.ConsentPreferencesDialog,
  })),
);

/** Around every page and error screen: the session, the auth session, the consent banner while an answer is due, and the page events. */
export const SessionShell = ({
  page,
  consentDue,
  children,
}: {
  /** The page shown, for its page events; null on an error screen, which sends none. */
  page: PageView | null;
  /** The server's answer to whether the consent banner is due, until the browser reads the session. */
  consentDue: boolean;
  children: ReactNode;
}) => {
  const useCases = useUseCases().session;
  const visitor = useVisitorSession(useCases, consentDue);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  usePageEvents(useCases, page, visitor.session !== undefined, visitor.granted);

  const openPreferences = useCallback(() => setPreferencesOpen(true), []);

  const choose = async (choice: { ads: boolean; analytics: boolean }) => {
    if (await visitor.choose(choice)) setPreferencesOpen(false);
  };

  return (
    <AuthSessionProvider>
      {/* First in the document, so keyboard and screen reader users meet the question before the page. */}
      {visitor.mustAsk ? (
        <ConsentBanner
          busy={visitor.saving}
          failed={visitor.failed}
          onAcceptAll={() => void choose({ ads: true, analytics: true })}
          onRejectAll={() => void choose({ ads: false, analytics: false })}
          onPreferences={() => setPreferencesOpen(true)}
        />
      ) : null}
      <ConsentPreferencesContext.Provider value={openPreferences}>{children}</ConsentPreferencesContext.Provider>
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferencesDialog
            initial={visitor.granted}
            busy={visitor.saving}
            onSave={(choice) => void choose(choice)}
            onClose={() => setPreferencesOpen(false)}
          />
        </Suspense>
      ) : null}
    </AuthSessionProvider>
  );
};
