import { ErrorScreen } from '../pages/error/error-screen.tsx';
import type { ShownPage } from './open-shown-page.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageNavigator, usePageNavigation } from './page-navigation.tsx';
import { PageRoute } from './page-route.tsx';
import { PlatformEffects } from './platform-effects.tsx';
import { SessionShell } from './session-shell.tsx';

const Screen = () => {
  const { shown, location } = usePageNavigation();
  if (shown.kind === 'error') return <ErrorScreen status={shown.status} message={shown.message} />;
  return (
    <PageErrorBoundary resetKey={location.key}>
      <SessionShell page={shown}>
        <PageRoute page={shown} />
      </SessionShell>
    </PageErrorBoundary>
  );
};

/** The whole storefront inside a router: the server's StaticRouter or the browser's BrowserRouter. */
export const StorefrontApp = ({ initial }: { initial: ShownPage }) => (
  <PageNavigator initial={initial}>
    <PlatformEffects />
    <Screen />
  </PageNavigator>
);
