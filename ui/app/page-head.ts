import type { TFunction } from 'i18next';
import type { PageHeadInput } from '../../core/storefront/seo/page-head.ts';
import { designPictures } from '../../core/domain/catalogue/design.ts';
import { productJsonLd } from '../../core/storefront/seo/product-json-ld.ts';
import { reviewsJsonLdOf } from '../../core/storefront/seo/review-json-ld.ts';
import { breadcrumbListJsonLd } from '../../core/storefront/seo/breadcrumb-json-ld.ts';
import type { PageRouteName, PageView } from '../../core/storefront/navigation/page-outcome.ts';

type PageOf<R extends PageRouteName> = Extract<PageView, { readonly routeName: R }>;

/** A page's own head, from its data and its namespace's `meta` texts; `origin` makes picture URLs absolute. */
type HeadOf<R extends PageRouteName> = (page: PageOf<R>, t: TFunction, origin: string, path: string) => PageHeadInput;

/** Pages whose head needs their data; every other page reads `meta.title` and `meta.description` of its namespace. */
const PAGE_HEADS: { readonly [R in PageRouteName]?: HeadOf<R> } = {
  'help-center-category': (page, t, origin, path) => ({
    title: t('help-center-category:meta.title', { name: page.data.category.name }),
    description: t('help-center-category:meta.description', { name: page.data.category.name }),
    // The breadcrumb the page shows, as search results may show it.
    jsonLd: [
      breadcrumbListJsonLd([
        { name: t('help-center-category:helpCenter'), url: `${origin}/help-center` },
        { name: page.data.category.name, url: `${origin}${path}` },
      ]),
    ],
  }),
  designs: (page, t) => ({
    title: t('designs:title', { article: page.data.article.namePlural }),
    description: page.data.article.description,
  }),
  tag: (page, t) => ({ title: t('tag:title', { tag: page.data.tag.name }) }),
  create: (page, t) => ({
    title: t('create:meta.title', { article: page.data.article.name }),
    description: t('create:meta.description', { article: page.data.article.name }),
  }),
  search: (page, t) => ({ title: t('search:title', { query: page.data.query }) }),
  landing: (page) => ({ title: page.data.landing.title, description: page.data.landing.body }),
  'help-center-topic': (page, t, origin, path) => {
    const { topic, category } = page.data;
    return {
      title: t('help-center-topic:meta.title', { title: topic.title }),
      description: topic.body,
      jsonLd: [
        breadcrumbListJsonLd([
          { name: t('help-center-topic:helpCenter'), url: `${origin}/help-center` },
          ...(category === null ? [] : [{ name: category.name, url: `${origin}/help-center/category/${category.id}` }]),
          { name: topic.title, url: `${origin}${path}` },
        ]),
      ],
    };
  },
  design: (page, t, origin, path) => {
    const { design } = page.data;
    const article = design.articles[0];
    const picture = designPictures(design)[0] ?? article?.picture ?? null;
    const description = article === undefined ? undefined : `${design.name}: ${article.name}. ${article.description}`;
    return {
      title: `${design.name} · ${t('site.name')}`,
      description,
      jsonLd:
        article === undefined || description === undefined
          ? []
          : [
              {
                ...productJsonLd({
                  name: design.name,
                  sku: `${design.id}-${article.id}`,
                  brand: t('site.name'),
                  description,
                  url: `${origin}${path}`,
                  images: picture === null ? [] : [`${origin}${picture.fallback.src}`],
                  price: article.price,
                }),
                ...(page.data.reviews === null ? {} : reviewsJsonLdOf(page.data.reviews, article.id)),
              },
            ],
    };
  },
};

/** What the page says about itself in the head; a page with no texts of its own has the site's, in its language. */
export const pageHeadInput = (page: PageView, t: TFunction, origin: string, path: string): PageHeadInput => {
  const own = PAGE_HEADS[page.routeName] as HeadOf<PageRouteName> | undefined;
  if (own) return own(page as PageOf<PageRouteName>, t, origin, path);
  const key = `${page.routeName}:meta.title`;
  const title = t(key, { defaultValue: '' });
  const description = t(`${page.routeName}:meta.description`, { defaultValue: '' });
  return {
    title: title === '' ? t('site.title') : title,
    description: description === '' ? t('site.description') : description,
  };
};

/** A list's page number, for the server's head: a list's later pages list other designs, each a page of its own. */
export const listPageOf = (page: PageView): number | undefined =>
  'designs' in page.data && 'page' in page.data.designs ? page.data.designs.page : undefined;
