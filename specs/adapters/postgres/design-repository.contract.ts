import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignRepository } from '../../../core/shop/catalogue/design-repository.port.ts';
import { aDesign } from '../../support/design-mother.ts';
import type { StoredDesign } from '../../support/in-memory-design-repository.ts';

export const CONTRACT_DESIGNS: readonly StoredDesign[] = [
  aDesign({ id: 'a1', collection: 'OUTLET', popularity: 5 }),
  aDesign({ id: 'a2', collection: 'OUTLET', popularity: 9 }),
  aDesign({ id: 'a3', collection: 'OUTLET', popularity: 5 }),
  aDesign({ id: 'b1', collection: 'NOVELTY', popularity: 1 }),
];

/** What every DesignRepository must do; run against the fake and every real adapter. */
export const describeDesignRepositoryContract = (
  name: string,
  open: (designs: readonly StoredDesign[]) => Promise<{ repository: DesignRepository; close: () => Promise<void> }>,
) =>
  describe(`DesignRepository contract: ${name}`, () => {
    // The examples only read, so one opened store serves them all.
    let opened: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      opened = await open(CONTRACT_DESIGNS);
    });
    afterAll(() => opened.close());
    const withRepository = (test: (repository: DesignRepository) => Promise<void>) => test(opened.repository);

    it('lists a collection most popular first, ties by id', () =>
      withRepository(async (repository) => {
        const page = (await repository.pageOfCollection('OUTLET', 1, 10))._unsafeUnwrap();
        expect(page.designs.map((d) => d.id)).toEqual(['a2', 'a1', 'a3']);
        expect(page).toMatchObject({ page: 1, pageSize: 10, total: 3 });
      }));

    it('pages through a collection and counts all of it', () =>
      withRepository(async (repository) => {
        const second = (await repository.pageOfCollection('OUTLET', 2, 2))._unsafeUnwrap();
        expect(second.designs).toEqual([{ id: 'a3', slug: 'design-a3', name: 'Design a3', collection: 'OUTLET' }]);
        expect(second.total).toBe(3);
      }));

    it('gives an empty page past the end and for an empty collection', () =>
      withRepository(async (repository) => {
        expect((await repository.pageOfCollection('OUTLET', 5, 2))._unsafeUnwrap().designs).toEqual([]);
        expect((await repository.pageOfCollection('INFANTIL', 1, 2))._unsafeUnwrap()).toEqual({
          designs: [],
          page: 1,
          pageSize: 2,
          total: 0,
        });
      }));
  });
