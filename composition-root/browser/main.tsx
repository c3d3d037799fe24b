import '../../ui/styles/app.css';
import HttpBackend from 'i18next-http-backend';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRoutes } from '../../ui/app/app-routes.tsx';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider } from '../../ui/app/use-cases.tsx';
import { BROWSER_CONFIG_ELEMENT_ID, readBrowserConfig } from '../browser-config.ts';
import { TRANSLATIONS_ELEMENT_ID } from '../json-script.ts';
import { TOKENS } from '../tokens.ts';
import { createBrowserContainer } from './container.ts';
import { readEmbeddedTranslations } from './embedded-translations.ts';

const config = readBrowserConfig(document.getElementById(BROWSER_CONFIG_ELEMENT_ID)?.textContent);
if (config.isErr()) throw new Error(`The page's storefront config is malformed: ${config.error.errors.join('; ')}`);
const embedded = readEmbeddedTranslations(document.getElementById(TRANSLATIONS_ELEMENT_ID)?.textContent);

// The server embedded what the first page needs; other namespaces and languages load on demand, silently.
const i18n = createI18n(
  {
    lng: embedded.locale,
    resources: embedded.resources,
    partialBundledLanguages: true,
    backend: { loadPath: `/_locales/{{ns}}/{{lng}}/data.json?v=${encodeURIComponent(config.value.buildDate)}` },
  },
  [HttpBackend],
);

const useCases = createBrowserContainer(config.value).get(TOKENS.storefrontUseCases);
const router = createBrowserRouter(createAppRoutes(useCases));
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate');

hydrateRoot(
  root,
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={useCases}>
        <RouterProvider router={router} />
      </UseCasesProvider>
    </I18nextProvider>
  </StrictMode>,
);
