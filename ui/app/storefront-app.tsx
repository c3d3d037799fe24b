import { ErrorScreen } from '../pages/error/error-screen.tsx';
import type { ShownPage } from './open-shown-page.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageNavigator, usePageNavigation } from './page-navigation.tsx';
import { PageRoute } from './page-route.tsx';
import { PlatformEffects } from './platform-effects.tsx';
import { SessionShell } from './session-shell.tsx';
import { CartSummaryProvider } from './cart-summary.tsx';

const Screen = ({ consentDue }: { consentDue: boolean }) => {
  const { shown, location } = usePageNavigation();
  if (shown.kind === 'error') return <ErrorScreen status={shown.status} message={shown.message} />;
  return (
    <PageErrorBoundary resetKey={location.key}>
      <CartSummaryProvider pageKey={location.key}>
        <SessionShell page={shown} consentDue={consentDue}>
          <PageRoute page={shown} />
        </SessionShell>
      </CartSummaryProvider>
    </PageErrorBoundary>
  );
};

/** The whole storefront inside a router: the server's StaticRouter or the browser's BrowserRouter. */
export const StorefrontApp = ({ initial, consentDue }: { initial: ShownPage; consentDue: boolean }) => (
  <PageNavigator initial={initial}>
    <PlatformEffects />
    <Screen consentDue={consentDue} />
  </PageNavigator>
);
