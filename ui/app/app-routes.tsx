import type { RouteObject } from 'react-router';
import { ErrorScreen } from '../pages/error/error-screen.tsx';
import { pageLoader } from './page-loader.ts';
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
      <SessionShell>
        <PageRoute />
      </SessionShell>
    ),
    errorElement: <ErrorScreen />,
  },
];
