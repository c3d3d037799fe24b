import '../../ui/styles/app.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRoutes } from '../../ui/app/app-routes.tsx';
import { UseCasesProvider } from '../../ui/app/use-cases.tsx';
import { BROWSER_CONFIG_ELEMENT_ID, readBrowserConfig } from '../browser-config.ts';
import { TOKENS } from '../tokens.ts';
import { createBrowserContainer } from './container.ts';

const config = readBrowserConfig(document.getElementById(BROWSER_CONFIG_ELEMENT_ID)?.textContent);
if (config.isErr()) throw new Error(`The page's storefront config is malformed: ${config.error.errors.join('; ')}`);
const useCases = createBrowserContainer(config.value).get(TOKENS.storefrontUseCases);
const router = createBrowserRouter(createAppRoutes(useCases));
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate');

hydrateRoot(
  root,
  <StrictMode>
    <UseCasesProvider useCases={useCases}>
      <RouterProvider router={router} />
    </UseCasesProvider>
  </StrictMode>,
);
