import { ErrorScreen } from '../pages/error/error-screen.tsx';
import type { ShownPage } from './open-shown-page.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageNavigator, usePageNavigation } from './page-navigation.tsx';
import { PageRoute } from './page-route.tsx';
import { PlatformEffects } from './platform-effects.tsx';
import { SessionShell } from './session-shell.tsx';
import { CartSummaryProvider } from './cart-summary.tsx';

type Props = {
  readonly initial: ShownPage;
  readonly consentDue: boolean;
  /** The server's count of the cart's items for the header; null when it could not read the cart. */
  readonly cartItemCount: number | null;
};

// Error screens are inside the session shell too: the header knows who is signed in, the footer keeps the
// cookie settings, and the consent banner is there while an answer is due.
const Screen = ({ consentDue, cartItemCount }: Omit<Props, 'initial'>) => {
  const { shown, location } = usePageNavigation();
  return (
    <CartSummaryProvider pageKey={location.key} initialCount={cartItemCount}>
      <SessionShell page={shown.kind === 'page' ? shown : null} consentDue={consentDue}>
        {shown.kind === 'error' ? (
          <ErrorScreen status={shown.status} message={shown.message} />
        ) : (
          <PageErrorBoundary resetKey={location.key}>
            <PageRoute page={shown} />
          </PageErrorBoundary>
        )}
      </SessionShell>
    </CartSummaryProvider>
  );
};

/** The whole storefront inside a router: the server's StaticRouter or the browser's BrowserRouter. */
export const StorefrontApp = ({ initial, consentDue, cartItemCount }: Props) => (
  <PageNavigator initial={initial}>
    <PlatformEffects />
    <Screen consentDue={consentDue} cartItemCount={cartItemCount} />
  </PageNavigator>
);
