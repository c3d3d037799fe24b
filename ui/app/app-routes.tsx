import type { RouteObject } from 'react-router';
import { MasterLayout } from '../layouts/master-layout.tsx';
import { ErrorScreen } from '../pages/error/error-screen.tsx';
import { HomePage, homeLoader } from '../pages/home/home-page.tsx';
import type { StorefrontUseCases } from './use-cases.tsx';

/** The storefront's routes; loaders reach data only through the use cases handed in. */
export const createAppRoutes = (useCases: StorefrontUseCases): RouteObject[] => [
  {
    id: 'root',
    element: <MasterLayout />,
    errorElement: <ErrorScreen />,
    children: [{ index: true, loader: homeLoader(useCases), element: <HomePage /> }],
  },
];
