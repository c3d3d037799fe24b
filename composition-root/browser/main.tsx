import { LazyHttpBackend } from './lazy-http-backend.ts';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { ShownPage } from '../../ui/app/open-shown-page.ts';
import { loadPage } from '../../ui/app/page-components.tsx';
import { loadNotFoundScreen } from '../../ui/pages/error/lazy-not-found-screen.tsx';
import { StorefrontApp } from '../../ui/app/storefront-app.tsx';
import { createI18n } from '../../ui/app/i18n.ts';
import { UseCasesProvider } from '../../ui/app/use-cases.tsx';
import { BROWSER_CONFIG_ELEMENT_ID, readBrowserConfig } from '../browser-config.ts';
import { SHOWN_PAGE_ELEMENT_ID, TRANSLATIONS_ELEMENT_ID } from '../json-script.ts';
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
  [LazyHttpBackend],
  embedded.brand,
);

// Starting the app is cut into tasks the browser can slip a tap or a frame between, rather than one long one.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await yieldToBrowser();
const useCases = createBrowserContainer(config.value).get(TOKENS.storefrontUseCases);
// The page the server rendered comes from our own response, as the HTML around it does.
const shown = JSON.parse(document.getElementById(SHOWN_PAGE_ELEMENT_ID)?.textContent ?? 'null') as ShownPage | null;
if (!shown) throw new Error('The page has no server-rendered page data to hydrate');
// Its code, fetched by the boot module beside this one, must be here before hydrating it.
if (shown.kind === 'page') await loadPage(shown.routeName);
else if (shown.status === 404) await loadNotFoundScreen();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to hydrate');
await yieldToBrowser();

// The page is already on screen: hydrating as a transition lets React yield to the browser between components,
// so a tap during hydration is not held up behind one long task.
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <UseCasesProvider useCases={useCases}>
          <BrowserRouter>
            <StorefrontApp
              initial={shown}
              consentDue={config.value.consentDue}
              cartItemCount={config.value.cartItemCount}
            />
          </BrowserRouter>
        </UseCasesProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
