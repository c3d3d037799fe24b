import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../../core/domain/catalogue/design-query.ts';
import { listCollectionDesigns } from '../../../../core/shop/catalogue/list-collection-designs.use-case.ts';
import { brokenDesigns, contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

describe('listCollectionDesigns', () => {
  const list = listCollectionDesigns(contractCatalogue().designs);

  it('gives the asked page of a collection, most popular first', async () => {
    const page = (await list('INFANTIL', 2, 2, 'WPX-ES'))._unsafeUnwrap();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.designs.map((d) => d.id)).toEqual(['whale']);
  });

  it.each([
    [0, 10],
    [1, 0],
    [1.5, 10],
    [1, MAX_PAGE_SIZE + 1],
  ])('refuses page %s with page size %s', async (page, pageSize) => {
    expect(await list('OUTLET', page, pageSize, 'WPX-ES')).toEqual(err({ type: 'InvalidPaging' }));
  });

  it('fails when the repository fails', async () => {
    expect(await listCollectionDesigns(brokenDesigns)('OUTLET', 1, 4, 'WPX-ES')).toEqual(err(DATABASE_DOWN));
  });
});
