import { escapeHtml } from '../../adapters/server/escape-html.ts';
import type { PageHead } from '../../core/storefront/seo/page-head.ts';

/** The head's tags as HTML; JSON-LD escapes `<` so no value can close its script element. */
export const headTags = (head: PageHead): string => {
  let html = `<title>${escapeHtml(head.title)}</title>`;
  if (head.description !== undefined) html += `<meta name="description" content="${escapeHtml(head.description)}">`;
  if (head.noindex) html += '<meta name="robots" content="noindex">';
  if (head.canonical !== undefined) html += `<link rel="canonical" href="${escapeHtml(head.canonical)}">`;
  for (const link of head.alternates) {
    html += `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`;
  }
  for (const data of head.jsonLd) {
    html += `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  }
  return html;
};
