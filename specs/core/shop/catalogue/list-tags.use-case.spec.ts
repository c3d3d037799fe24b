import { err, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { listTags } from '../../../../core/shop/catalogue/list-tags.use-case.ts';
import { brokenTags, contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

describe('listTags', () => {
  it("orders the store's tags by their names in its language", async () => {
    const tags = (await listTags(contractCatalogue().tags)('WPX-PL'))._unsafeUnwrap();
    expect(tags.map((tag) => [tag.name, tag.designCount])).toEqual([
      ['Animals', 2],
      ['Kwiaty', 1],
      ['night', 1],
    ]);
  });

  it("sorts by the store language's alphabet, then by id for equal names", async () => {
    const tags = listTags({
      storeTags: () =>
        okAsync([
          { id: 'b', slug: 'b', name: 'Łódź', designCount: 1 },
          { id: 'z', slug: 'z', name: 'Zebra', designCount: 1 },
          { id: 'a', slug: 'a', name: 'Łódź', designCount: 1 },
          { id: 'l', slug: 'l', name: 'Lato', designCount: 1 },
        ]),
    });
    expect((await tags('WPX-PL'))._unsafeUnwrap().map((tag) => tag.id)).toEqual(['l', 'a', 'b', 'z']);
  });

  it('fails when the repository fails', async () => {
    expect(await listTags(brokenTags)('WPX-ES')).toEqual(err(DATABASE_DOWN));
  });
});
