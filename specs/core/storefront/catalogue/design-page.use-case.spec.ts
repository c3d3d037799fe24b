import { errAsync, okAsync } from 'neverthrow';
import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';
import { describe, expect, it } from 'vitest';
import type { Article, ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { DesignDetail, DesignId } from '../../../../core/domain/catalogue/design.ts';
import { designPath } from '../../../../core/domain/catalogue/design-path.ts';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import type { CatalogueGateway } from '../../../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { loadDesignPage } from '../../../../core/storefront/catalogue/load-design-page.use-case.ts';
import { priceStyleOf } from '../../../../core/storefront/catalogue/price-style.ts';
import type { DeliveryTimesGateway } from '../../../../core/storefront/catalogue/delivery-times-gateway.port.ts';
import { pageDataNotFound } from '../../../../core/storefront/navigation/page-errors.ts';

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

const detail = (articles: readonly Article[]): DesignDetail => ({
  id: 'd1' as DesignId,
  slug: 'cat',
  name: 'Cat',
  collection: 'OUTLET',
  articles,
  artworks: [],
  tags: [],
  rating: null,
});

const prices = priceStyleOf(storeFor('WPX-PL'));
const gateway = (design: CatalogueGateway['design']): CatalogueGateway => fakeCatalogueGateway({ design });

describe('loadDesignPage', () => {
  it('gives the design with the store’s way of showing prices', async () => {
    const asked: string[] = [];
    const page = await loadDesignPage(
      gateway((id) => {
        asked.push(id);
        return okAsync(detail([mug]));
      }),
      prices,
    )('d1');
    expect(asked).toEqual(['d1']);
    expect(page._unsafeUnwrap()).toEqual({
      design: detail([mug]),
      prices: { locale: 'pl-PL', withDecimals: false },
      articleId: mug.id,
      deliveries: null,
    });
  });

  it('opens with the article the URL names, when the design is printable on it', async () => {
    const canvas: Article = { ...mug, id: 103 as ArticleId, slug: 'canvas', name: 'Canvas' };
    const load = loadDesignPage(
      gateway(() => okAsync(detail([mug, canvas]))),
      prices,
    );
    expect((await load('d1', '103'))._unsafeUnwrap().articleId).toBe(103);
    expect((await load('d1', '999'))._unsafeUnwrap().articleId).toBe(mug.id);
    expect((await load('d1'))._unsafeUnwrap().articleId).toBe(mug.id);
  });

  it('names the article in the path of a design opened from that article’s list', () => {
    expect(designPath({ slug: 'retro fox', id: 'd1' })).toBe('/design/retro%20fox/d1');
    expect(designPath({ slug: 'retro-fox', id: 'd1' }, 103 as ArticleId)).toBe('/design/retro-fox/d1?article_id=103');
  });

  it('is not found when the store does not sell the design', async () => {
    const page = await loadDesignPage(
      gateway(() => okAsync(null)),
      prices,
    )('nope');
    expect(page._unsafeUnwrapErr()).toEqual(pageDataNotFound());
  });

  it('is not found when no article is left to print it on', async () => {
    const page = await loadDesignPage(
      gateway(() => okAsync(detail([]))),
      prices,
    )('d1');
    expect(page._unsafeUnwrapErr()).toEqual({ type: 'PageDataNotFound' });
  });

  it('passes the shop being unavailable on', async () => {
    const page = await loadDesignPage(
      gateway(() => errAsync(apiRequestFailed('/designs/d1'))),
      prices,
    )('d1');
    expect(page._unsafeUnwrapErr()).toEqual(apiRequestFailed('/designs/d1'));
  });

  describe('with the carriers’ delivery times', () => {
    const clock = { now: () => Date.parse('2025-11-20T15:30:00Z') };
    const times = (carrierDays: DeliveryTimesGateway['carrierDays']) => ({ times: { carrierDays }, clock });
    const selling = gateway(() => okAsync(detail([mug])));

    it('estimates each article’s delivery from now, with its production days and the quickest carrier', async () => {
      const page = await loadDesignPage(
        selling,
        prices,
        times(() =>
          okAsync([
            { min: 2, max: 4 },
            { min: 1, max: 2 },
          ]),
        ),
      )('d1');
      // Thursday 20 November: a mug made in 2-4 working days, carried in 1-2, arrives 25 November to 28 November.
      expect(page._unsafeUnwrap().deliveries).toEqual({
        1: { earliest: Date.parse('2025-11-25T00:00:00Z'), latest: Date.parse('2025-11-28T00:00:00Z') },
      });
    });

    it('opens the design without an estimate when no carrier serves the store’s country', async () => {
      const page = await loadDesignPage(
        selling,
        prices,
        times(() => okAsync([])),
      )('d1');
      expect(page._unsafeUnwrap().deliveries).toBeNull();
    });

    it('opens the design without an estimate when the times cannot be read', async () => {
      const page = await loadDesignPage(
        selling,
        prices,
        times(() => errAsync(apiRequestFailed('/shipping'))),
      )('d1');
      expect(page._unsafeUnwrap().deliveries).toBeNull();
    });
  });
});
