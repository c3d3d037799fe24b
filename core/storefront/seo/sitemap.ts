import { alternateLinksFor, type CountrySite } from '../../domain/site/country-sites.ts';
import type { PublishedContent } from './sitemap-source.port.ts';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Paths every storefront has, before the catalogue's and the help center's own. */
export const FIXED_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/offers',
  '/tags-list',
  '/help-center',
  '/about-us',
  '/terms',
];

/** A path with a readable segment: encoded so a slug with spaces or accents stays one valid URL. */
export const encodedPath = (segments: readonly string[]): string =>
  `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

/** The sitemap protocol's urlset, each URL with its hreflang alternates (xhtml:link); paths appear once. */
export const sitemapXml = (origin: string, paths: readonly string[], sites: readonly CountrySite[]): string => {
  const entries = [...new Set(paths)].map((path) => {
    const links = alternateLinksFor(path, sites)
      .map(
        (link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
};

/** Areas that are private to a shopper or not pages at all, kept out of search engines. */
export const ROBOTS_DISALLOWED: readonly string[] = ['/accounts', '/checkout', '/cart', '/api'];

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** Every indexable path of the shop: the fixed pages, then the published content's. */
export const sitemapPaths = (content: PublishedContent): readonly string[] => [
  ...FIXED_SITEMAP_PATHS,
  ...content.helpCategories.map((id) => `/help-center/category/${id}`),
  ...content.helpTopics.map((id) => encodedPath(['help-center', 'topic', id])),
  ...content.tags.map((slug) => encodedPath(['t', slug])),
  ...content.designs.map((design) => encodedPath(['design', design.slug, design.id])),
  ...content.landingPages.map((slug) => encodedPath([slug])),
];
