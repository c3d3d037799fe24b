import { err, errAsync, okAsync } from 'neverthrow';
import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';
import { describe, expect, it } from 'vitest';
import {
  hasMorePages,
  type DesignId,
  type DesignPage,
  type DesignSummary,
  type HomeBlock,
} from '../../../../core/domain/catalogue/design.ts';
import type { Article } from '../../../../core/domain/catalogue/article.ts';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { CatalogueGateway } from '../../../../core/storefront/catalogue/catalogue-gateway.port.ts';
import { HOME_BLOCK_SIZE, loadHomePage } from '../../../../core/storefront/catalogue/load-home-page.use-case.ts';
import { nextPageCount, showMoreDesigns } from '../../../../core/storefront/catalogue/show-more-designs.use-case.ts';

const summary = (id: string): DesignSummary => ({
  id: id as DesignId,
  slug: `design-${id}`,
  name: `Design ${id}`,
  collection: 'OUTLET',
});
const page = (ids: string[], pageNumber: number, total: number): DesignPage => ({
  designs: ids.map(summary),
  page: pageNumber,
  pageSize: 2,
  total,
});

const prices = { locale: 'es-ES', withDecimals: true };

const gateway = (overrides: Partial<CatalogueGateway>): CatalogueGateway => fakeCatalogueGateway(overrides);

describe('loadHomePage', () => {
  it('asks for one row of designs per block', async () => {
    const asked: number[] = [];
    const home = await loadHomePage(
      gateway({
        homeBlocks: (size) => {
          asked.push(size);
          return okAsync([{ collection: 'OUTLET', designs: page(['a'], 1, 1) }]);
        },
      }),
      prices,
    )();
    expect(asked).toEqual([HOME_BLOCK_SIZE]);
    expect(home._unsafeUnwrap().blocks).toHaveLength(1);
    expect(home._unsafeUnwrap().prices).toBe(prices);
  });

  it('offers every article with print surfaces to start from a photo, and no other', async () => {
    const mug = { id: 1, name: 'Taza', personalisable: true } as Article;
    const shirt = { id: 7, name: 'Camiseta', personalisable: false } as Article;
    const home = await loadHomePage(gateway({ articles: () => okAsync([mug, shirt]) }), prices)();
    expect(home._unsafeUnwrap().startFrom).toEqual([mug]);
  });

  it('passes the shop being unavailable on', async () => {
    const home = await loadHomePage(
      gateway({ homeBlocks: () => errAsync(apiRequestFailed('/home-blocks')) }),
      prices,
    )();
    expect(home._unsafeUnwrapErr().message).toBe('API Request failed /home-blocks');
  });
});

describe('showMoreDesigns', () => {
  const block: HomeBlock = { collection: 'OUTLET', designs: page(['a', 'b'], 1, 3) };

  it('appends the next page of the same collection', async () => {
    const grown = await showMoreDesigns(
      gateway({
        collectionDesigns: (collection, pageNumber, pageSize) =>
          okAsync(collection === 'OUTLET' && pageNumber === 2 && pageSize === 2 ? page(['c'], 2, 3) : page([], 9, 0)),
      }),
    )(block);
    const designs = grown._unsafeUnwrap().designs;
    expect(designs.designs.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(hasMorePages(designs)).toBe(false);
  });

  it('keeps the block when the shop is unavailable', async () => {
    const grown = await showMoreDesigns(gateway({ collectionDesigns: () => errAsync(apiRequestFailed('/designs')) }))(
      block,
    );
    expect(grown).toEqual(err(apiRequestFailed('/designs')));
    expect(hasMorePages(block.designs)).toBe(true);
  });
});

describe('nextPageCount', () => {
  it('is a full page, or what is left of the listing, and never less than none', () => {
    expect(nextPageCount({ designs: [], page: 1, pageSize: 8, total: 30 })).toBe(8);
    expect(nextPageCount({ designs: [], page: 3, pageSize: 8, total: 30 })).toBe(6);
    expect(nextPageCount({ designs: [], page: 4, pageSize: 8, total: 30 })).toBe(0);
  });
});
