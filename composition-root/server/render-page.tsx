import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedPage } from '../../adapters/server/create-server.ts';
import { createAppRoutes } from '../../ui/app/app-routes.tsx';
import { UseCasesProvider, type StorefrontUseCases } from '../../ui/app/use-cases.tsx';
import { browserConfigScript, type BrowserConfig } from '../browser-config.ts';

export type PageRendererDeps = {
  /** The HTML shell with <!--app-head--> and <!--app-html--> slots. */
  readonly template: string;
  readonly lang: string;
};

/** What one request brings to its page: use cases from its child container, the browser's config. */
export type PageRequestScope = {
  readonly useCases: StorefrontUseCases;
  readonly browserConfig: BrowserConfig;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const titleFor = (status: number) =>
  status === 404 ? '404 Not Found' : status >= 500 ? '500 Error' : 'Estampa: personalised prints, mugs and photo gifts';

/** Renders one page with react-router's static handler; the status comes from the route's outcome. */
export const createPageRenderer =
  (deps: PageRendererDeps) =>
  async (request: Request, { useCases, browserConfig }: PageRequestScope): Promise<RenderedPage> => {
    const handler = createStaticHandler(createAppRoutes(useCases));
    const context = await handler.query(request);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(
      <StrictMode>
        <UseCasesProvider useCases={useCases}>
          <StaticRouterProvider router={router} context={context} />
        </UseCasesProvider>
      </StrictMode>,
    );
    const head = `<title>${escapeHtml(titleFor(context.statusCode))}</title>${browserConfigScript(browserConfig)}`;
    const html = deps.template
      .replace('<!--app-lang-->', () => escapeHtml(deps.lang))
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => body);
    return { kind: 'html', status: context.statusCode, html };
  };
