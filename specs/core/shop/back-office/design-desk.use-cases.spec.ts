import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type {
  DesignDesk,
  DesignDeskQuery,
  DesignDeskRecord,
  DeskDesignFile,
} from '../../../../core/shop/back-office/design-desk.port.ts';
import {
  DESIGN_DESK_PAGE_SIZE,
  editDeskDesign,
  judgeDeskReview,
  listDeskDesigns,
  publishDeskDesign,
  showDeskDesign,
} from '../../../../core/shop/back-office/design-desk.use-cases.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const clock = fixedClock('2026-03-02T09:30:00Z');

const aFile: DeskDesignFile = {
  id: 'd0001',
  slug: 'cat',
  name: 'Gato',
  collection: 'OUTLET',
  published: true,
  scope: 'GROUP_APPLICATIONS',
  popularity: 3,
  createdAt: 0,
  updatedAt: 0,
  names: { es: 'Gato' },
  tagIds: [],
  articleIds: [1],
  reviews: [],
  audit: [],
};

const choices = { tags: [{ id: 'cats', slug: 'cats', name: 'Cats' }], articles: [{ id: 1, name: 'Mug' }] };

/** A desk over one design; it keeps what it was asked and recorded. */
const deskOf = (known = 'd0001') => {
  const queries: DesignDeskQuery[] = [];
  const records: DesignDeskRecord[] = [];
  const outcome = (id: string) => okAsync(id === known ? ('changed' as const) : ('not-found' as const));
  const desk: DesignDesk = {
    list: (query) => {
      queries.push(query);
      return okAsync({ designs: [aFile], next: null });
    },
    show: (id) => okAsync(id === known ? aFile : null),
    choices: () => okAsync(choices),
    change: (id, _, record) => {
      records.push(record);
      return outcome(id);
    },
    setPublished: (id, _, record) => {
      records.push(record);
      return outcome(id);
    },
    judgeReview: (designId, _, __, record) => {
      records.push(record);
      return outcome(designId);
    },
  };
  return { desk, queries, records };
};

const admin = anAdministrator();
const edit = { names: { es: 'Gato' }, collection: 'OUTLET', tagIds: ['cats'], articleIds: [1] };

describe('the designs desk', () => {
  it('refuses anyone but the administrator, whatever they ask', async () => {
    const { desk, records } = deskOf();
    for (const who of [null, aCustomer()]) {
      const refusals = await Promise.all([
        listDeskDesigns({ desk })(who, { sort: 'POPULARITY' }),
        showDeskDesign({ desk })(who, 'd0001', 'es'),
        editDeskDesign({ desk, clock })(who, 'd0001', edit, 'es'),
        publishDeskDesign({ desk, clock })(who, 'd0001', false, 'es'),
        judgeDeskReview({ desk, clock })(who, 'd0001', 'r1', 'hidden', 'es'),
      ]);
      for (const refusal of refusals) expect(refusal._unsafeUnwrapErr()).toEqual({ type: 'AdministratorOnly' });
    }
    expect(records).toEqual([]);
  });

  it('lists a page at a time, the search trimmed, a blank one left out and an overlong one answered empty', async () => {
    const { desk, queries } = deskOf();
    await listDeskDesigns({ desk })(admin, { search: '  gato ', sort: 'POPULARITY', published: false });
    await listDeskDesigns({ desk })(admin, { search: '   ', sort: 'DATE_CREATION' });
    await listDeskDesigns({ desk })(admin, { sort: 'DATE_LAST_MODIFICATION' });
    const overlong = await listDeskDesigns({ desk })(admin, { search: 'x'.repeat(121), sort: 'POPULARITY' });
    expect(queries).toEqual([
      { search: 'gato', sort: 'POPULARITY', published: false, limit: DESIGN_DESK_PAGE_SIZE },
      { sort: 'DATE_CREATION', limit: DESIGN_DESK_PAGE_SIZE },
      { sort: 'DATE_LAST_MODIFICATION', limit: DESIGN_DESK_PAGE_SIZE },
    ]);
    expect(overlong._unsafeUnwrap()).toEqual({ designs: [], next: null });
  });

  it('shows a design with its choices, and no design as not found', async () => {
    const { desk } = deskOf();
    expect((await showDeskDesign({ desk })(admin, 'd0001', 'es'))._unsafeUnwrap()).toEqual({ file: aFile, choices });
    expect((await showDeskDesign({ desk })(admin, 'nope', 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'DesignNotFound',
    });
  });

  it('records who edited, published, withdrew and judged, and when', async () => {
    const { desk, records } = deskOf();
    expect((await editDeskDesign({ desk, clock })(admin, 'd0001', edit, 'es')).isOk()).toBe(true);
    await publishDeskDesign({ desk, clock })(admin, 'd0001', false, 'es');
    await publishDeskDesign({ desk, clock })(admin, 'd0001', true, 'es');
    await judgeDeskReview({ desk, clock })(admin, 'd0001', 'r1', 'hidden', 'es');
    await judgeDeskReview({ desk, clock })(admin, 'd0001', 'r1', 'published', 'es');
    expect(records.map(({ action, detail }) => [action, detail])).toEqual([
      ['edit', 'es: Gato · OUTLET · tags: cats · articles: 1'],
      ['unpublish', ''],
      ['publish', ''],
      ['hide-review', 'r1'],
      ['publish-review', 'r1'],
    ]);
    expect(records.every((record) => record.administratorId === admin.id && record.at === clock.now())).toBe(true);
  });

  it('refuses an edit that breaks the rules before storing anything, and answers a missing design or review', async () => {
    const { desk, records } = deskOf();
    const refused = await editDeskDesign({ desk, clock })(admin, 'd0001', { ...edit, articleIds: [] }, 'es');
    expect(refused._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidFields' });
    expect(records).toEqual([]);
    expect((await editDeskDesign({ desk, clock })(admin, 'nope', edit, 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'DesignNotFound',
    });
    expect((await publishDeskDesign({ desk, clock })(admin, 'nope', true, 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'DesignNotFound',
    });
    expect((await judgeDeskReview({ desk, clock })(admin, 'nope', 'r1', 'hidden', 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'ReviewNotFound',
    });
  });
});
