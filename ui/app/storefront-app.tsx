import { ErrorScreen } from '../pages/error/error-screen.tsx';
import type { ShownPage } from './open-shown-page.ts';
import { PageNavigator, usePageNavigation } from './page-navigation.tsx';
import { PageRoute } from './page-route.tsx';
import { SessionShell } from './session-shell.tsx';

const Screen = () => {
  const { shown } = usePageNavigation();
  if (shown.kind === 'error') return <ErrorScreen status={shown.status} message={shown.message} />;
  return (
    <SessionShell page={shown}>
      <PageRoute page={shown} />
    </SessionShell>
  );
};

/** The whole storefront inside a router: the server's StaticRouter or the browser's BrowserRouter. */
export const StorefrontApp = ({ initial }: { initial: ShownPage }) => (
  <PageNavigator initial={initial}>
    <Screen />
  </PageNavigator>
);
