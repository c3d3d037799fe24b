import type { RouteObject } from 'react-router';
import { ErrorScreen } from '../pages/error/error-screen.tsx';
import { pageLoader } from './page-loader.ts';
import { PlatformEffects } from './platform-effects.tsx';
import { PageRoute } from './page-route.tsx';
import { SessionShell } from './session-shell.tsx';
import type { StorefrontUseCases } from './use-cases.tsx';

/** One route for every path: the core's route table decides what a path is, not React Router. */
export const createAppRoutes = (useCases: StorefrontUseCases): RouteObject[] => [
  {
    id: 'page',
    path: '*',
    loader: pageLoader(useCases),
    element: (
      <>
        <PlatformEffects />
        <SessionShell>
          <PageRoute />
        </SessionShell>
      </>
    ),
    errorElement: <ErrorScreen />,
  },
];
