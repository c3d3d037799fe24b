import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  listCollectionDesigns,
  MAX_PAGE_SIZE,
} from '../../../../core/shop/catalogue/list-collection-designs.use-case.ts';
import { aDesign } from '../../../support/design-mother.ts';
import { inMemoryDesignRepository } from '../../../support/in-memory-design-repository.ts';

describe('listCollectionDesigns', () => {
  const list = listCollectionDesigns(
    inMemoryDesignRepository([1, 2, 3].map((n) => aDesign({ id: `o${n}`, collection: 'OUTLET', popularity: n }))),
  );

  it('gives the asked page of a collection', async () => {
    const page = (await list('OUTLET', 2, 2))._unsafeUnwrap();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.designs.map((d) => d.id)).toEqual(['o1']);
  });

  it.each([
    [0, 10],
    [1, 0],
    [1.5, 10],
    [1, MAX_PAGE_SIZE + 1],
  ])('refuses page %s with page size %s', async (page, pageSize) => {
    expect(await list('OUTLET', page, pageSize)).toEqual(err({ type: 'InvalidPaging' }));
  });
});
