import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import { COUNTRY_SITES } from '../../../../core/domain/site/country-sites.ts';
import { descriptionText, pageHead, pathWithoutLocale } from '../../../../core/storefront/seo/page-head.ts';
import { productJsonLd } from '../../../../core/storefront/seo/product-json-ld.ts';
import { breadcrumbListJsonLd } from '../../../../core/storefront/seo/breadcrumb-json-ld.ts';
import { encodedPath, robotsTxt, sitemapPaths, sitemapXml } from '../../../../core/storefront/seo/sitemap.ts';

const twoSites = COUNTRY_SITES.slice(0, 2);

describe('page head', () => {
  it('gives the canonical URL without query and one alternate per announced store plus x-default', () => {
    const head = pageHead(
      { title: 'Ayuda', description: 'Preguntas frecuentes' },
      { origin: 'https://shop.example', path: '/help-center?utm=x', sites: twoSites },
    );
    expect(head).toEqual({
      title: 'Ayuda',
      description: 'Preguntas frecuentes',
      canonical: 'https://shop.example/help-center',
      noindex: false,
      alternates: [
        { hreflang: 'es-ES', href: 'https://es.estampa.example/help-center' },
        { hreflang: 'pt-PT', href: 'https://pt.estampa.example/help-center' },
        { hreflang: 'x-default', href: 'https://es.estampa.example/help-center' },
      ],
      jsonLd: [],
    });
  });

  it('makes a list’s later pages their own canonical, with the same page on every store', () => {
    const place = { origin: 'https://s.example', path: '/offers?page=2&sort=NEWEST', sites: twoSites };
    const second = pageHead({ title: 'T' }, { ...place, listPage: 2 });
    expect(second.canonical).toBe('https://s.example/offers?page=2');
    expect(second.alternates[0]).toEqual({ hreflang: 'es-ES', href: 'https://es.estampa.example/offers?page=2' });
    expect(pageHead({ title: 'T' }, { ...place, listPage: 1 }).canonical).toBe('https://s.example/offers');
  });

  it('keeps a page read in another language than its store’s out of the index, without canonical or alternates', () => {
    const head = pageHead({ title: 'Help' }, { origin: 'https://s.example', path: '/en/help-center', sites: twoSites });
    expect(head).toMatchObject({ canonical: undefined, noindex: true, alternates: [] });
  });

  it('keeps the given JSON-LD', () => {
    const head = pageHead({ title: 'T', jsonLd: [{ a: 1 }] }, { origin: 'https://s.example', path: '/', sites: [] });
    expect(head.alternates).toEqual([]);
    expect(head.canonical).toBe('https://s.example/');
    expect(head.description).toBeUndefined();
    expect(head.jsonLd).toEqual([{ a: 1 }]);
  });

  it('drops a description that is only markup', () => {
    expect(
      pageHead({ title: 'T', description: '<p> </p>' }, { origin: 'o', path: '', sites: [] }).description,
    ).toBeUndefined();
  });

  it('strips a locale prefix only when it is a storefront language', () => {
    expect(pathWithoutLocale('/pl/help-center/topic/23')).toBe('/help-center/topic/23');
    expect(pathWithoutLocale('/pl')).toBe('/');
    expect(pathWithoutLocale('/offers#top')).toBe('/offers');
    expect(pathWithoutLocale('?q=1')).toBe('/');
    expect(pathWithoutLocale('help-center')).toBe('help-center');
  });

  it('turns a description into plain text cut at a word under 160 characters', () => {
    expect(descriptionText('<p>Hola   <b>mundo</b></p>')).toBe('Hola mundo');
    const long = descriptionText('palabra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('palabra…')).toBe(true);
    expect(descriptionText('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });
});

describe('product JSON-LD', () => {
  it('states name, sku, brand, description, pictures and the offer with a dot-decimal price and the currency', () => {
    expect(
      productJsonLd({
        name: 'Taza gato',
        sku: 'd7-101',
        brand: 'Estampa',
        url: 'https://s.example/design/taza-gato/7',
        images: ['https://s.example/p.jpg'],
        price: { amount: 1290 as Cents, currency: 'EUR' },
        description: 'Una taza',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Taza gato',
      sku: 'd7-101',
      brand: { '@type': 'Brand', name: 'Estampa' },
      description: 'Una taza',
      url: 'https://s.example/design/taza-gato/7',
      image: ['https://s.example/p.jpg'],
      offers: {
        '@type': 'Offer',
        price: '12.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://s.example/design/taza-gato/7',
      },
    });
  });
});

describe('breadcrumb JSON-LD', () => {
  it('lists the steps the page shows, positions from 1, each with its page', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Ayuda', url: 'https://s.example/help-center' },
        { name: 'Envíos', url: 'https://s.example/help-center/category/3' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ayuda', item: 'https://s.example/help-center' },
        { '@type': 'ListItem', position: 2, name: 'Envíos', item: 'https://s.example/help-center/category/3' },
      ],
    });
  });
});

describe('sitemap and robots', () => {
  it('lists each path once with its alternates, escaping what XML needs', () => {
    const xml = sitemapXml('https://s.example', ['/', '/t/a&b', '/'], twoSites.slice(0, 1));
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '<url><loc>https://s.example/</loc><xhtml:link rel="alternate" hreflang="es-ES" href="https://es.estampa.example/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://es.estampa.example/"/></url>',
        '<url><loc>https://s.example/t/a&amp;b</loc><xhtml:link rel="alternate" hreflang="es-ES" href="https://es.estampa.example/t/a&amp;b"/><xhtml:link rel="alternate" hreflang="x-default" href="https://es.estampa.example/t/a&amp;b"/></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('encodes each path segment', () => {
    expect(encodedPath(['design', 'taza café', '7'])).toBe('/design/taza%20caf%C3%A9/7');
  });

  it('allows all but the private areas and names the sitemap', () => {
    expect(robotsTxt('https://s.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /accounts\nDisallow: /checkout\nDisallow: /cart\nDisallow: /api\n\nSitemap: https://s.example/sitemap.xml\n',
    );
  });

  it('lists the fixed pages, then help center, tags, designs and landing pages', () => {
    expect(
      sitemapPaths({
        designs: [{ id: '7', slug: 'taza gato' }],
        landingPages: ['dia-de-la-madre'],
        tags: ['gatos'],
        helpCategories: [3],
        helpTopics: ['returns_12'],
      }),
    ).toEqual([
      '/',
      '/offers',
      '/tags-list',
      '/help-center',
      '/about-us',
      '/terms',
      '/help-center/category/3',
      '/help-center/topic/returns_12',
      '/t/gatos',
      '/design/taza%20gato/7',
      '/dia-de-la-madre',
    ]);
  });
});
