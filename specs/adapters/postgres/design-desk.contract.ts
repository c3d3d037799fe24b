import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignDesk, DesignDeskQuery, DeskDesign } from '../../../core/shop/back-office/design-desk.port.ts';

export type OpenedDesignDesk = {
  /** Over CONTRACT_DESK: designs a–f, tags cats and dogs, articles 1 and 2, review r1 of a and r2 of b. */
  readonly desk: DesignDesk;
};

const at = (iso: string) => Date.parse(iso);
const record = (action: string, iso: string) => ({ administratorId: 'admin-1', action, detail: '', at: at(iso) });

/** What every DesignDesk must do over the desk fixture; run against every real adapter. */
export const describeDesignDeskContract = (name: string, open: () => Promise<OpenedDesignDesk>) =>
  describe(`DesignDesk contract: ${name}`, () => {
    let desk: DesignDesk;
    beforeAll(async () => {
      ({ desk } = await open());
    });

    /** Every design the query matches, walked page by page with each page's cursor. */
    const walk = async (query: Omit<DesignDeskQuery, 'limit' | 'after'>, limit: number) => {
      const seen: DeskDesign[] = [];
      let after: DesignDeskQuery['after'];
      for (;;) {
        const page = (await desk.list({ ...query, limit, ...(after ? { after } : {}) }))._unsafeUnwrap();
        seen.push(...page.designs);
        if (page.next === null) return seen;
        after = page.next;
      }
    };
    const ids = (designs: readonly DeskDesign[]) => designs.map((design) => design.id);

    it('lists every design, published or not, in each sort with ties broken by id, the same at every page size', async () => {
      expect(ids(await walk({ sort: 'POPULARITY' }, 100))).toEqual(['c', 'a', 'b', 'd', 'e', 'f']);
      expect(ids(await walk({ sort: 'DATE_CREATION' }, 100))).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
      expect(ids(await walk({ sort: 'DATE_LAST_MODIFICATION' }, 100))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
      for (const sort of ['POPULARITY', 'DATE_CREATION', 'DATE_LAST_MODIFICATION'] as const) {
        const whole = ids(await walk({ sort }, 100));
        for (const limit of [1, 2, 4]) expect(ids(await walk({ sort }, limit)), `${sort} by ${limit}`).toEqual(whole);
      }
      const [first] = (await desk.list({ sort: 'POPULARITY', limit: 1 }))._unsafeUnwrap().designs;
      expect(first).toEqual({
        id: 'c',
        slug: 'design-c',
        name: 'Gato',
        collection: 'OUTLET',
        published: false,
        scope: 'PRIVATE',
        popularity: 9,
        createdAt: at('2026-01-03T00:00:00Z'),
        updatedAt: at('2026-01-04T00:00:00Z'),
      });
    });

    it('finds by id, slug or a name in any language without case, and takes LIKE wildcards literally', async () => {
      expect(ids(await walk({ sort: 'POPULARITY', search: 'b' }, 10))).toContain('b');
      expect(ids(await walk({ sort: 'POPULARITY', search: 'DESIGN-D' }, 10))).toEqual(['d']);
      expect(ids(await walk({ sort: 'POPULARITY', search: 'kot' }, 10))).toEqual(['c']);
      expect(ids(await walk({ sort: 'POPULARITY', search: '100%' }, 10))).toEqual(['e']);
      expect(ids(await walk({ sort: 'POPULARITY', search: '%' }, 10))).toEqual(['e']);
      expect(ids(await walk({ sort: 'POPULARITY', search: 'nothing like it' }, 10))).toEqual([]);
    });

    it('narrows by collection, tag, published and project scope', async () => {
      expect(ids(await walk({ sort: 'POPULARITY', collection: 'OUTLET' }, 2))).toEqual(['c', 'a']);
      expect(ids(await walk({ sort: 'POPULARITY', tagSlug: 'cats' }, 2))).toEqual(['c', 'a']);
      expect(ids(await walk({ sort: 'POPULARITY', published: false }, 2))).toEqual(['c', 'f']);
      expect(ids(await walk({ sort: 'POPULARITY', scope: 'PRIVATE' }, 2))).toEqual(['c']);
      expect(ids(await walk({ sort: 'POPULARITY', scope: 'GROUP_APPLICATIONS', published: true }, 2))).toEqual([
        'a',
        'b',
        'd',
        'e',
      ]);
      expect(await walk({ sort: 'POPULARITY', scope: 'APPLICATION' }, 2)).toEqual([]);
    });

    it('edits names, tags, collection and articles in one recorded change; an unknown design is not found', async () => {
      const change = {
        names: { es: 'Perro', pl: 'Pies' },
        collection: 'NOVELTY' as const,
        tagIds: ['dogs'],
        articleIds: [2],
      };
      expect((await desk.change('a', change, record('edit', '2026-02-01T00:00:00Z')))._unsafeUnwrap()).toBe('changed');
      const file = (await desk.show('a'))._unsafeUnwrap();
      expect(file).toMatchObject({
        name: 'Perro',
        names: { es: 'Perro', pl: 'Pies' },
        collection: 'NOVELTY',
        tagIds: ['dogs'],
        articleIds: [2],
        updatedAt: at('2026-02-01T00:00:00Z'),
        audit: [record('edit', '2026-02-01T00:00:00Z')],
      });
      expect(ids(await walk({ sort: 'POPULARITY', tagSlug: 'cats' }, 10))).toEqual(['c']);
      expect(ids(await walk({ sort: 'DATE_LAST_MODIFICATION' }, 10))[0]).toBe('a');
      expect((await desk.change('zz', change, record('edit', '2026-02-01T00:00:00Z')))._unsafeUnwrap()).toBe(
        'not-found',
      );
      expect((await desk.show('zz'))._unsafeUnwrap()).toBeNull();
    });

    it('publishes and withdraws, each recorded, newest record first', async () => {
      expect((await desk.setPublished('b', false, record('unpublish', '2026-02-02T00:00:00Z')))._unsafeUnwrap()).toBe(
        'changed',
      );
      expect(ids(await walk({ sort: 'POPULARITY', published: false }, 10))).toContain('b');
      await desk.setPublished('b', true, record('publish', '2026-02-03T00:00:00Z'));
      const file = (await desk.show('b'))._unsafeUnwrap();
      expect([file?.published, file?.audit.map((entry) => entry.action)]).toEqual([true, ['publish', 'unpublish']]);
      expect((await desk.setPublished('zz', true, record('publish', '2026-02-03T00:00:00Z')))._unsafeUnwrap()).toBe(
        'not-found',
      );
    });

    it("hides and publishes one of the design's reviews, recorded; another design's review is not found", async () => {
      expect(
        (await desk.judgeReview('a', 'r1', 'hidden', record('hide-review', '2026-02-04T00:00:00Z')))._unsafeUnwrap(),
      ).toBe('changed');
      expect((await desk.show('a'))._unsafeUnwrap()?.reviews.map((review) => [review.id, review.status])).toEqual([
        ['r1', 'hidden'],
      ]);
      await desk.judgeReview('a', 'r1', 'published', record('publish-review', '2026-02-05T00:00:00Z'));
      const file = (await desk.show('a'))._unsafeUnwrap();
      expect(file?.reviews.map((review) => review.status)).toEqual(['published']);
      expect(file?.audit.map((entry) => entry.action)).toEqual(['publish-review', 'hide-review', 'edit']);
      expect(
        (await desk.judgeReview('a', 'r2', 'hidden', record('hide-review', '2026-02-06T00:00:00Z')))._unsafeUnwrap(),
      ).toBe('not-found');
      expect((await desk.show('b'))._unsafeUnwrap()?.reviews.map((review) => review.status)).toEqual(['published']);
    });

    it('offers every tag and article, named in the language asked, else English, else the slug', async () => {
      expect((await desk.choices('pl'))._unsafeUnwrap()).toEqual({
        tags: [
          { id: 'cats', slug: 'cats', name: 'Koty' },
          { id: 'dogs', slug: 'dogs', name: 'dogs' },
        ],
        articles: [
          { id: 1, name: 'Article 1' },
          { id: 2, name: 'Article 2' },
        ],
      });
    });
  });
