import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { CataloguePicture } from '../../../../core/domain/catalogue/catalogue-picture.ts';
import type { DesignDetail, DesignId } from '../../../../core/domain/catalogue/design.ts';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import { priceStyleOf } from '../../../../core/storefront/catalogue/price-style.ts';

import { loadCreatePage } from '../../../../core/storefront/personalisation/load-create-page.use-case.ts';
import { loadSavedDesignsPage } from '../../../../core/storefront/personalisation/load-saved-designs-page.use-case.ts';
import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';

const picture = {
  sources: [],
  src: '/media/d1-a1-960.jpg',
  width: 960,
  height: 960,
  alt: 'Cat on a mug',
} as unknown as CataloguePicture;

const mug: Article = {
  id: 1 as ArticleId,
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

const artworks = [{ id: 'd1-art-wide', width: 3600, height: 1800, src: '/media/d1-art-wide-3600.png' }];

const cat: DesignDetail = {
  id: 'd1' as DesignId,
  slug: 'cat',
  name: 'Cat',
  collection: 'OUTLET',
  articles: [{ ...mug, picture }],
  artworks,
  tags: [],
  rating: null,
};

const tShirt: Article = { ...mug, id: 7 as ArticleId, slug: 't-shirt', kind: 't-shirt', personalisable: false };

const prices = priceStyleOf(storeFor('WPX-ES'));
const catalogue = fakeCatalogueGateway({
  article: (id) => okAsync(id === mug.id ? mug : id === tShirt.id ? tShirt : null),
  design: (id) => okAsync(id === cat.id ? cat : null),
});

describe('loadCreatePage', () => {
  it('opens the article the store sells, blank', async () => {
    expect((await loadCreatePage(catalogue, prices)('1'))._unsafeUnwrap()).toEqual({
      article: mug,
      prices,
      template: null,
      projectId: null,
    });
  });

  it('names the saved design to resume when the address asks for one', async () => {
    expect((await loadCreatePage(catalogue, prices)('1', undefined, 'p1'))._unsafeUnwrap().projectId).toBe('p1');
    expect((await loadCreatePage(catalogue, prices)('1', undefined, ''))._unsafeUnwrap().projectId).toBeNull();
  });

  it('starts from a catalogue design’s print artworks, never its picture on the article, when one is named', async () => {
    const page = (await loadCreatePage(catalogue, prices)('1', 'd1'))._unsafeUnwrap();
    expect(page.template).toEqual({ designId: 'd1', name: 'Cat', artworks });
  });

  it('starts blank from a design it does not know', async () => {
    expect((await loadCreatePage(catalogue, prices)('1', 'nope'))._unsafeUnwrap().template).toBeNull();
    expect((await loadCreatePage(catalogue, prices)('1', ''))._unsafeUnwrap().template).toBeNull();
  });

  it('starts blank from a design not offered on this article, or one without artwork', async () => {
    const on = (design: DesignDetail) =>
      fakeCatalogueGateway({ article: () => okAsync(mug), design: () => okAsync(design) });
    const elsewhere = on({ ...cat, articles: [tShirt] });
    expect((await loadCreatePage(elsewhere, prices)('1', 'd1'))._unsafeUnwrap().template).toBeNull();
    const noArtwork = on({ ...cat, artworks: [] });
    expect((await loadCreatePage(noArtwork, prices)('1', 'd1'))._unsafeUnwrap().template).toBeNull();
  });

  it('does not find an article the store does not sell, nor an id that is no article', async () => {
    expect((await loadCreatePage(catalogue, prices)('2'))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
    expect((await loadCreatePage(catalogue, prices)('0'))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });

  it('does not find an article without print surfaces: no editor opens that the shop would refuse', async () => {
    expect((await loadCreatePage(catalogue, prices)('7'))._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });

  it('passes on a shop that does not answer', async () => {
    const down = fakeCatalogueGateway({ article: () => errAsync(apiRequestFailed('/articles/1')) });
    expect((await loadCreatePage(down, prices)('1'))._unsafeUnwrapErr()).toEqual(apiRequestFailed('/articles/1'));
  });
});

describe('loadSavedDesignsPage', () => {
  it('sorts by the order asked for, else by the last change', async () => {
    expect((await loadSavedDesignsPage({ sort: 'POPULARITY' }))._unsafeUnwrap()).toEqual({ sort: 'POPULARITY' });
    expect((await loadSavedDesignsPage({ sort: 'nonsense' }))._unsafeUnwrap()).toEqual({
      sort: 'DATE_LAST_MODIFICATION',
    });
    expect((await loadSavedDesignsPage({}))._unsafeUnwrap()).toEqual({ sort: 'DATE_LAST_MODIFICATION' });
  });
});
