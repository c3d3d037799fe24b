import type { i18n, Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { RenderedPage } from '../../adapters/server/create-server.ts';
import type { PageRequest } from '../../adapters/server/page-request.ts';
import { escapeHtml } from '../../adapters/server/escape-html.ts';
import { isCrawler } from '../../core/domain/marketing/crawler.ts';
import { localePrefixOf } from '../../core/domain/routing/locale-prefix.ts';
import type { Brand } from '../../core/domain/site/brand.ts';
import type { Locale } from '../../core/domain/site/locale.ts';
import type { CountrySite } from '../../core/domain/site/country-sites.ts';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import { openShownPage, type PageOpening, type ShownPage } from '../../ui/app/open-shown-page.ts';
import { StorefrontApp } from '../../ui/app/storefront-app.tsx';
import { createI18n, namespacesFor } from '../../ui/app/i18n.ts';
import { UseCasesProvider, type UiUseCases } from '../../ui/app/use-cases.tsx';
import { browserConfigScript, type BrowserConfig } from '../browser-config.ts';
import { jsonScript, PAGE_CHUNKS_ELEMENT_ID, SHOWN_PAGE_ELEMENT_ID, TRANSLATIONS_ELEMENT_ID } from '../json-script.ts';
import { resourcesFor } from './translations.ts';
import { headTags } from './head-tags.ts';
import { keepFilledTexts } from './kept-texts.ts';
import { pageHead } from '../../core/storefront/seo/page-head.ts';
import { errorPageTitle } from '../../core/storefront/seo/error-title.ts';
import { listPageOf, pageHeadInput } from '../../ui/app/page-head.ts';
import type { PageChunks } from './page-chunks.ts';
import { pageSourceOf } from './page-sources.ts';
import { fontsToPreload } from '../../ui/styles/brand-fonts.ts';

export type PageRendererDeps = {
  /** The HTML shell with <!--app-lang-->, <!--app-head--> and <!--app-html--> slots. */
  readonly template: string;
  /** The store's language, for pages that fail before they know their own. */
  readonly defaultLocale: Locale;
  /** The active brand (STORE): its theme is named on <html> so the first paint already wears it. */
  readonly brand: Brand;
  readonly translations: Resource;
  /** The shop's configured origin for canonical URLs (never the request's Host). */
  readonly publicUrl: string;
  /** The stores a page names as its alternates (hreflang), this one among them. */
  readonly sites: readonly CountrySite[];
  /** The built chunks of a page, preloaded beside the entry so hydration need not wait for them. */
  readonly pageChunks?: PageChunks;
};

/** What one request brings to its page: use cases from its child container, the browser's config. */
export type PageRequestScope = {
  readonly useCases: UiUseCases;
  readonly browserConfig: BrowserConfig;
  /** The shop's name as the store's live config has it, named wherever a text names the shop ({{brand}}). */
  readonly brandName: string;
};

const SHELL_SLOTS = /<!--app-(lang|head|html)-->/;

/**
 * The shell cut once at its slots, which come in the order lang, head, html, its fixed parts encoded to UTF-8 once:
 * each page encodes only what it wrote, and the head's unchanging start and end come ready as bytes.
 */
const shellOf = (template: string) => {
  const pieces = template.split(SHELL_SLOTS);
  const [start, lang, afterLang, head, afterHead, html, end] = pieces;
  if (pieces.length !== 7 || lang !== 'lang' || head !== 'head' || html !== 'html') {
    throw new Error(
      'The HTML shell needs the slots <!--app-lang-->, <!--app-head--> and <!--app-html-->, in this order',
    );
  }
  const bytes = { start: utf8(start), afterLang: utf8(afterLang), afterHead: utf8(afterHead), end: utf8(end) };
  return (slots: {
    readonly lang: string;
    /** Kept bytes at the head's start (font preloads) and before its last part (the embedded texts). */
    readonly headStart: Buffer;
    readonly head: string;
    readonly headKept: Buffer;
    readonly headEnd: string;
    readonly html: string;
  }): Buffer => {
    const parts = [
      bytes.start,
      slots.lang,
      bytes.afterLang,
      slots.headStart,
      slots.head,
      slots.headKept,
      slots.headEnd,
      bytes.afterHead,
      slots.html,
      bytes.end,
    ];
    // One buffer of the page's exact size, each text written into it in place: no buffer per text, no copy to join them.
    const page = Buffer.allocUnsafe(parts.reduce((size, part) => size + byteLengthOf(part), 0));
    let at = 0;
    for (const part of parts) at += typeof part === 'string' ? page.write(part, at) : part.copy(page, at);
    return page;
  };
};

const byteLengthOf = (part: string | Buffer): number =>
  typeof part === 'string' ? Buffer.byteLength(part, 'utf8') : part.length;

const utf8 = (text: string | undefined): Buffer => Buffer.from(text ?? '', 'utf8');

/** Crawlers get the status and a line of text, never the error screen (spec 8). */
const crawlerErrorPage = (status: number): RenderedPage => ({
  kind: 'html',
  status,
  html: utf8(
    `<!doctype html><html><head><meta name="robots" content="noindex"><title>${errorPageTitle(status)}</title></head><body>${errorPageTitle(status)}</body></html>`,
  ),
});

/** The brand never changes while the server runs: its theme attribute is written into the shell once. */
const themedShell = (template: string, brand: Brand) =>
  template.replace('<html ', `<html data-brand="${brand.toLowerCase()}" `);

/** The fonts the first paint needs, asked for before the stylesheet is read so text swaps in early or not at all. */
const fontPreloadsOf = (brand: Brand, locale: Locale) =>
  fontsToPreload(brand, locale)
    .map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin>`)
    .join('');

/** The rendered page's chunks, for the browser to fetch beside the app's entry once the page is painted. */
const pageChunksScript = (pageChunks: PageChunks | undefined, page: PageView | undefined): string => {
  const source = page && pageSourceOf(page.routeName);
  return jsonScript(PAGE_CHUNKS_ELEMENT_ID, pageChunks && source ? pageChunks(source) : []);
};

/** Renders one page with react-router's static handler; the status comes from the route's outcome. */
export const createPageRenderer = (deps: PageRendererDeps) => {
  const { brand } = deps;
  const shell = shellOf(themedShell(deps.template, brand));
  const fontPreloads = new Map<Locale, Buffer>();
  const fontPreloadsFor = (locale: Locale) => {
    let kept = fontPreloads.get(locale);
    if (kept === undefined) fontPreloads.set(locale, (kept = utf8(fontPreloadsOf(brand, locale))));
    return kept;
  };
  // Texts change only with the brand name: one of each per language and page, all dropped when the name changes.
  const texts = new Map<string, { readonly i18n: i18n; readonly script: Buffer }>();
  let textsBrandName = '';
  const textsFor = (brandName: string, locale: Locale, namespaces: readonly string[]) => {
    if (brandName !== textsBrandName) {
      texts.clear();
      textsBrandName = brandName;
    }
    const key = `${locale}|${namespaces.join(',')}`;
    let kept = texts.get(key);
    if (!kept) {
      const resources = resourcesFor(deps.translations, locale, namespaces);
      kept = {
        i18n: keepFilledTexts(createI18n({ lng: locale, resources }, [], brandName)),
        script: utf8(jsonScript(TRANSLATIONS_ELEMENT_ID, { locale, brand: brandName, resources })),
      };
      texts.set(key, kept);
    }
    return kept;
  };
  return async (
    { url, userAgent, failure }: PageRequest,
    { useCases, browserConfig, brandName }: PageRequestScope,
  ): Promise<RenderedPage> => {
    const opened: PageOpening =
      failure === undefined
        ? await openShownPage(useCases, url)
        : { kind: 'error', status: failure, message: 'Bad Request' };
    if (opened.kind === 'redirect') {
      // A canonical URL is the configured origin's, never one the request's Host could name.
      const location = opened.status === 308 ? `${deps.publicUrl}${opened.to}` : opened.to;
      return { kind: 'redirect', status: opened.status, location };
    }
    const shown: ShownPage = opened;
    const statusCode = shown.kind === 'error' ? shown.status : 200;
    if (statusCode >= 400 && isCrawler(userAgent)) {
      return crawlerErrorPage(statusCode);
    }
    const page = shown.kind === 'page' ? shown : undefined;
    // An error page speaks the language its path asks for ('/pl/…'), else the store's.
    const locale = page?.locale ?? localePrefixOf(url.pathname) ?? deps.defaultLocale;
    const { i18n, script: translationsScript } = textsFor(brandName, locale, namespacesFor(page?.routeName));
    const body = renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <UseCasesProvider useCases={useCases}>
            {/* A path that could not be decoded is not given to the router, which would decode it. */}
            <StaticRouter location={failure === undefined ? url.pathname + url.search : '/'}>
              <StorefrontApp
                initial={shown}
                consentDue={browserConfig.consentDue}
                cartItemCount={browserConfig.cartItemCount}
              />
            </StaticRouter>
          </UseCasesProvider>
        </I18nextProvider>
      </StrictMode>,
    );
    const origin = deps.publicUrl;
    // An error page is not a page to index: its title only, no canonical or alternates.
    const tags =
      page && statusCode < 400
        ? headTags(
            pageHead(pageHeadInput(page, i18n.t, origin, url.pathname), {
              origin,
              path: url.pathname,
              sites: deps.sites,
              listPage: listPageOf(page),
            }),
          )
        : `<title>${escapeHtml(errorPageTitle(statusCode))}</title>`;
    // Joined by + rather than an array's join, which copies the whole head once more.
    const head = tags + pageChunksScript(deps.pageChunks, page) + browserConfigScript(browserConfig);
    const html = shell({
      lang: escapeHtml(locale),
      headStart: fontPreloadsFor(locale),
      head,
      headKept: translationsScript,
      headEnd: jsonScript(SHOWN_PAGE_ELEMENT_ID, shown),
      html: body,
    });
    return { kind: 'html', status: statusCode, html };
  };
};
