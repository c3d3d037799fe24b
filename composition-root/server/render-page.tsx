import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedPage } from '../../adapters/server/create-server.ts';
import { isCrawler } from '../../core/domain/marketing/crawler.ts';
import type { Locale } from '../../core/domain/site/locale.ts';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { createAppRoutes } from '../../ui/app/app-routes.tsx';
import { createI18n, namespacesFor } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type StorefrontUseCases } from '../../ui/app/use-cases.tsx';
import { browserConfigScript, type BrowserConfig } from '../browser-config.ts';
import { jsonScript, TRANSLATIONS_ELEMENT_ID } from '../json-script.ts';
import { resourcesFor } from './translations.ts';
import { headTags } from './head-tags.ts';
import { pageHead } from '../../core/storefront/seo/page-head.ts';
import { pageHeadInput } from '../../ui/app/page-head.ts';

export type PageRendererDeps = {
  /** The HTML shell with <!--app-lang-->, <!--app-head--> and <!--app-html--> slots. */
  readonly template: string;
  /** The store's language, for pages that fail before they know their own. */
  readonly defaultLocale: Locale;
  readonly translations: Resource;
  /** The shop's public origin for canonical URLs; the request's when unset. */
  readonly publicUrl?: string | undefined;
};

/** What one request brings to its page: use cases from its child container, the browser's config. */
export type PageRequestScope = {
  readonly useCases: StorefrontUseCases;
  readonly browserConfig: BrowserConfig;
  /** The response's CSP script nonce, for the router's inline hydration script. */
  readonly scriptNonce: string | undefined;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const titleFor = (status: number) =>
  status === 404 ? '404 Not Found' : status >= 400 ? '500 Error' : 'Estampa: personalised prints, mugs and photo gifts';

/** Crawlers get the status and a line of text, never the error screen (spec 8). */
const crawlerErrorPage = (status: number): RenderedPage => ({
  kind: 'html',
  status,
  html: `<!doctype html><html><head><meta name="robots" content="noindex"><title>${titleFor(status)}</title></head><body>${titleFor(status)}</body></html>`,
});

/** Renders one page with react-router's static handler; the status comes from the route's outcome. */
export const createPageRenderer =
  (deps: PageRendererDeps) =>
  async (request: Request, { useCases, browserConfig, scriptNonce }: PageRequestScope): Promise<RenderedPage> => {
    const handler = createStaticHandler(createAppRoutes(useCases));
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    if (context.statusCode >= 400 && isCrawler(request.headers.get('user-agent') ?? undefined)) {
      return crawlerErrorPage(context.statusCode);
    }
    const page = context.loaderData['page'] as PageView | undefined;
    const locale = page?.locale ?? deps.defaultLocale;
    const resources = resourcesFor(deps.translations, locale, namespacesFor(page?.routeName));
    const i18n = createI18n({ lng: locale, resources });
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <UseCasesProvider useCases={useCases}>
            <StaticRouterProvider router={router} context={context} {...(scriptNonce ? { nonce: scriptNonce } : {})} />
          </UseCasesProvider>
        </I18nextProvider>
      </StrictMode>,
    );
    const url = new URL(request.url);
    const origin = deps.publicUrl ?? url.origin;
    // An error page is not a page to index: its title only, no canonical or alternates.
    const head = [
      page && context.statusCode < 400
        ? headTags(pageHead(pageHeadInput(page, i18n.t, origin, url.pathname), { origin, path: url.pathname }))
        : `<title>${escapeHtml(titleFor(context.statusCode))}</title>`,
      browserConfigScript(browserConfig),
      jsonScript(TRANSLATIONS_ELEMENT_ID, { locale, resources }),
    ].join('');
    const html = deps.template
      .replace('<!--app-lang-->', () => escapeHtml(locale))
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => body);
    return { kind: 'html', status: context.statusCode, html };
  };
