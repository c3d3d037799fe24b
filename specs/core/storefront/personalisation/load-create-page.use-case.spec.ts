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
import {
  loadSavedDesignsPage,
  MAX_KEPT_DESIGNS_SHOWN,
} from '../../../../core/storefront/personalisation/load-saved-designs-page.use-case.ts';
import type {
  AccountGateway,
  SavedCatalogueDesign,
} from '../../../../core/storefront/accounts/account-gateway.port.ts';
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
      lineId: null,
    });
  });

  it('names the cart line to change when the address asks for one', async () => {
    expect((await loadCreatePage(catalogue, prices)('1', undefined, undefined, 'l1'))._unsafeUnwrap().lineId).toBe(
      'l1',
    );
    expect((await loadCreatePage(catalogue, prices)('1', undefined, undefined, ''))._unsafeUnwrap().lineId).toBeNull();
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
  const saved = (id: string): SavedCatalogueDesign => ({
    id: id as DesignId,
    slug: `slug-${id}`,
    name: `Design ${id}`,
    savedAt: '2024-01-15T10:00:00.000Z',
  });
  const account = (kept: readonly SavedCatalogueDesign[]): AccountGateway => ({
    firstName: () => okAsync('Ana'),
    orders: () => okAsync([]),
    order: () => errAsync(pageDataNotFound()),
    tickets: () => okAsync([]),
    savedDesigns: () => okAsync(kept),
  });
  const shirtOnly: DesignDetail = {
    ...cat,
    id: 'd2' as DesignId,
    articles: [tShirt, { ...tShirt, id: 8 as ArticleId, picture }],
  };
  const designs = fakeCatalogueGateway({
    design: (id) =>
      okAsync(id === 'd1' ? cat : id === 'd2' ? shirtOnly : id === 'd3' ? { ...cat, articles: [tShirt] } : null),
  });

  it('sorts by the order asked for, else by the last change', async () => {
    const load = loadSavedDesignsPage(account([]), designs);
    expect((await load({ sort: 'POPULARITY' }))._unsafeUnwrap()).toEqual({ sort: 'POPULARITY', kept: [] });
    expect((await load({ sort: 'nonsense' }))._unsafeUnwrap().sort).toBe('DATE_LAST_MODIFICATION');
    expect((await load({}))._unsafeUnwrap().sort).toBe('DATE_LAST_MODIFICATION');
  });

  it('shows each kept catalogue design on the article the editor opens it with, its picture there', async () => {
    const page = await loadSavedDesignsPage(
      account([saved('d1'), saved('d2'), saved('d3'), saved('gone')]),
      designs,
    )({});
    expect(page._unsafeUnwrap().kept).toEqual(
      [
        { ...saved('d1'), designId: 'd1', article: { id: 1, name: 'Mug', personalisable: true }, picture },
        { ...saved('d2'), designId: 'd2', article: { id: 8, name: 'Mug', personalisable: false }, picture },
        { ...saved('d3'), designId: 'd3', article: { id: 7, name: 'Mug', personalisable: false }, picture: null },
      ].map(({ id: _, ...kept }) => kept),
    );
  });

  it('shows at most the newest kept designs it may read, and passes the shop being down on', async () => {
    const many = Array.from({ length: MAX_KEPT_DESIGNS_SHOWN + 2 }, () => saved('d1'));
    expect((await loadSavedDesignsPage(account(many), designs)({}))._unsafeUnwrap().kept).toHaveLength(
      MAX_KEPT_DESIGNS_SHOWN,
    );
    const down = fakeCatalogueGateway({ design: () => errAsync(apiRequestFailed('/designs/d1')) });
    expect((await loadSavedDesignsPage(account([saved('d1')]), down)({}))._unsafeUnwrapErr()).toEqual(
      apiRequestFailed('/designs/d1'),
    );
  });
});
