import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { DesignId, DesignPage } from '../../../../core/domain/catalogue/design.ts';
import type { LandingPage } from '../../../../core/domain/catalogue/landing-page.ts';
import type { TagWithCount } from '../../../../core/domain/catalogue/tag.ts';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import type { DesignListFilter } from '../../../../core/storefront/catalogue/catalogue-gateway.port.ts';
import {
  loadArticleDesignsPage,
  loadOffersPage,
  loadSearchPage,
  loadTagPage,
} from '../../../../core/storefront/catalogue/load-design-lists.use-case.ts';
import {
  loadLandingPage,
  loadTagsListPage,
} from '../../../../core/storefront/catalogue/load-landing-pages.use-case.ts';
import { listingRequestOf, pageCountOf, type ListingRequest } from '../../../../core/storefront/catalogue/listing.ts';

import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';

const prices = { locale: 'es-ES', withDecimals: true };
const failure = apiRequestFailed('/designs');

const mug: Article = {
  id: 101 as ArticleId,
  slug: 'mug',
  kind: 'mug',
  name: 'Mug',
  namePlural: 'Mugs',
  description: 'A mug',
  imageFormats: 'photo',
  picture: null,
  personalisable: true,
  price: { amount: 1250 as Cents, currency: 'EUR' },
  compareAtPrice: null,
};
const designs: DesignPage = {
  designs: [{ id: 'd1' as DesignId, slug: 'cat', name: 'Cat', collection: 'OUTLET' }],
  page: 2,
  pageSize: 24,
  total: 30,
};
const animals: TagWithCount = { id: 't1', slug: 'animals', name: 'Animals', designCount: 30 };

/** A catalogue that records the design lists asked for and answers each with `designs`. */
const recording = () => {
  const asked: [DesignListFilter, ListingRequest][] = [];
  const catalogue = fakeCatalogueGateway({
    designs: (filter, listing) => {
      asked.push([filter, listing]);
      return okAsync(designs);
    },
    article: (id) => okAsync(id === mug.id ? mug : null),
    tags: () => okAsync([animals]),
  });
  return { asked, catalogue };
};

describe('listingRequestOf', () => {
  it('reads the page and the sort of the URL', () => {
    expect(listingRequestOf({ page: '3', sort: 'DATE_CREATION' })).toEqual({
      page: 3,
      pageSize: 24,
      sort: 'DATE_CREATION',
    });
    expect(listingRequestOf({ page: ['2', '5'], sort: ['POPULARITY'] })).toMatchObject({ page: 2 });
  });

  it.each([{}, { page: '0', sort: 'NAME' }, { page: '-1' }, { page: '1.5' }, { page: 'abc' }, { page: '1234567' }])(
    'falls back to the first page, most popular first, for %j',
    (query) => {
      expect(listingRequestOf(query)).toEqual({ page: 1, pageSize: 24, sort: 'POPULARITY' });
    },
  );
});

describe('pageCountOf', () => {
  it('counts whole pages, and one page for an empty list', () => {
    expect(pageCountOf(designs)).toBe(2);
    expect(pageCountOf({ ...designs, total: 48 })).toBe(2);
    expect(pageCountOf({ ...designs, total: 0 })).toBe(1);
  });
});

describe('loadArticleDesignsPage', () => {
  it("gives the article and a page of the designs printable on it, in the URL's order", async () => {
    const { asked, catalogue } = recording();
    const page = await loadArticleDesignsPage(catalogue, prices)('101', { page: '2', sort: 'DATE_CREATION' });
    expect(page._unsafeUnwrap()).toEqual({ article: mug, designs, sort: 'DATE_CREATION', prices });
    expect(asked).toEqual([[{ articleId: 101 }, { page: 2, pageSize: 24, sort: 'DATE_CREATION' }]]);
  });

  it.each(['999', '0', '20000', '123456789012345678901'])('is not found for article %s', async (id) => {
    const { asked, catalogue } = recording();
    expect((await loadArticleDesignsPage(catalogue, prices)(id, {}))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
    expect(asked).toEqual([]);
  });

  it('fails when the shop is unavailable', async () => {
    const catalogue = fakeCatalogueGateway({ article: () => errAsync(failure) });
    expect((await loadArticleDesignsPage(catalogue, prices)('101', {}))._unsafeUnwrapErr()).toEqual(failure);
  });
});

describe('loadTagPage', () => {
  it('gives the tag with its count and a page of its designs', async () => {
    const { asked, catalogue } = recording();
    const page = await loadTagPage(catalogue, prices)('animals', { page: '2' });
    expect(page._unsafeUnwrap()).toEqual({ tag: animals, designs, sort: 'POPULARITY', prices });
    expect(asked).toEqual([[{ tagSlug: 'animals' }, { page: 2, pageSize: 24, sort: 'POPULARITY' }]]);
  });

  it('is not found for a slug the store has no tag for', async () => {
    const { asked, catalogue } = recording();
    expect((await loadTagPage(catalogue, prices)('no-such-tag', {}))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
    expect(asked).toEqual([]);
  });
});

describe('loadSearchPage', () => {
  it('gives the search text and the designs it finds, the text passed as it was typed', async () => {
    const { asked, catalogue } = recording();
    const text = "%' OR 1=1 --";
    const page = await loadSearchPage(catalogue, prices)(text, { sort: 'DATE_LAST_MODIFICATION' });
    expect(page._unsafeUnwrap()).toEqual({ query: text, designs, sort: 'DATE_LAST_MODIFICATION', prices });
    expect(asked).toEqual([[{ text }, { page: 1, pageSize: 24, sort: 'DATE_LAST_MODIFICATION' }]]);
  });

  it('finds nothing, without asking the shop, for a text it would refuse', async () => {
    const { asked, catalogue } = recording();
    const text = 'a b c d e f g h i';
    const page = await loadSearchPage(catalogue, prices)(text, { page: '3' });
    expect(page._unsafeUnwrap()).toEqual({
      query: text,
      designs: { designs: [], page: 3, pageSize: 24, total: 0 },
      sort: 'POPULARITY',
      prices,
    });
    expect(asked).toEqual([]);
  });
});

describe('loadOffersPage', () => {
  it('gives the articles on offer and a page of designs for them', async () => {
    const asked: ListingRequest[] = [];
    const catalogue = fakeCatalogueGateway({
      offers: (listing) => {
        asked.push(listing);
        return okAsync({ articles: [mug], designs });
      },
    });
    const page = await loadOffersPage(catalogue, prices)({ page: '2', sort: 'DATE_CREATION' });
    expect(page._unsafeUnwrap()).toEqual({ articles: [mug], designs, sort: 'DATE_CREATION', prices });
    expect(asked).toEqual([{ page: 2, pageSize: 24, sort: 'DATE_CREATION' }]);
  });
});

describe('loadLandingPage', () => {
  const landing: LandingPage = {
    slug: 'mothers-day',
    title: "Mother's Day gifts",
    body: 'Flowers',
    listMode: 'LIST_DESIGNS',
    filter: { tagSlug: 'mothers-day' },
    designs,
    articles: [],
  };

  it('gives the landing page with what it lists, in the asked order', async () => {
    const asked: [string, ListingRequest][] = [];
    const catalogue = fakeCatalogueGateway({
      landingPage: (slug, listing) => {
        asked.push([slug, listing]);
        return okAsync(landing);
      },
    });
    const page = await loadLandingPage(catalogue, prices)('mothers-day', { sort: 'DATE_CREATION' });
    expect(page._unsafeUnwrap()).toEqual({ landing, sort: 'DATE_CREATION', prices });
    expect(asked).toEqual([['mothers-day', { page: 1, pageSize: 24, sort: 'DATE_CREATION' }]]);
  });

  it('is not found for a slug the store has no landing page for', async () => {
    const page = await loadLandingPage(fakeCatalogueGateway(), prices)('no-such-page', {});
    expect(page._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });
});

describe('loadTagsListPage', () => {
  it('gives every tag with its design count', async () => {
    const { catalogue } = recording();
    expect((await loadTagsListPage(catalogue)())._unsafeUnwrap()).toEqual({ tags: [animals] });
  });
});
