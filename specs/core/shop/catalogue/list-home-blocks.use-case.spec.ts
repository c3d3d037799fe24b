import { err } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { listHomeBlocks } from '../../../../core/shop/catalogue/list-home-blocks.use-case.ts';
import { brokenDesigns, contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

describe('listHomeBlocks', () => {
  it('gives one block per collection, in the catalogue order, with the first page of each in the store', async () => {
    const blocks = (await listHomeBlocks(contractCatalogue().designs)(1, 'WPX-PL'))._unsafeUnwrap();
    expect(blocks.map((block) => block.collection)).toEqual([
      'INFANTIL',
      'OUTLET',
      'NOVELTY',
      'TOP_SALES',
      'ECONOMIC',
      'PROMOTION',
    ]);
    expect(blocks[0]?.designs).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(blocks[0]?.designs.designs.map((d) => [d.id, d.name])).toEqual([['owl', 'Night Owl']]);
  });

  it('fails when the repository fails', async () => {
    expect(await listHomeBlocks(brokenDesigns)(4, 'WPX-ES')).toEqual(err(DATABASE_DOWN));
  });
});
