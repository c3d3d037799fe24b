import { escapeHtml } from '../../adapters/server/escape-html.ts';
import type { PageHead } from '../../core/storefront/seo/page-head.ts';

/** The head's tags as HTML; JSON-LD escapes `<` so no value can close its script element. */
export const headTags = (head: PageHead): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description === undefined ? '' : `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (link) => `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
    ),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('');
