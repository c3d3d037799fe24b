import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { listHomeBlocks } from '../../../../core/shop/catalogue/list-home-blocks.use-case.ts';
import { aDesign } from '../../../support/design-mother.ts';
import { inMemoryDesignRepository } from '../../../support/in-memory-design-repository.ts';

describe('listHomeBlocks', () => {
  const designs = inMemoryDesignRepository([
    aDesign({ id: 'o1', collection: 'OUTLET', popularity: 3 }),
    aDesign({ id: 'o2', collection: 'OUTLET', popularity: 7 }),
    aDesign({ id: 'n1', collection: 'NOVELTY' }),
  ]);

  it('gives one block per collection, in the catalogue order, with the first page of each', async () => {
    const blocks = (await listHomeBlocks(designs)(1))._unsafeUnwrap();
    expect(blocks.map((block) => block.collection)).toEqual([
      'INFANTIL',
      'OUTLET',
      'NOVELTY',
      'TOP_SALES',
      'ECONOMIC',
      'PROMOTION',
    ]);
    expect(blocks[1]?.designs).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(blocks[1]?.designs.designs.map((d) => d.id)).toEqual(['o2']);
  });

  it('fails when the repository fails', async () => {
    const broken = { pageOfCollection: () => errAsync({ type: 'RepositoryFailure' as const, cause: 'down' }) };
    expect((await listHomeBlocks(broken)(4))._unsafeUnwrapErr()).toEqual({ type: 'RepositoryFailure', cause: 'down' });
  });
});
