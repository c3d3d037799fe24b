import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { BackOfficeReads } from '../../../../core/storefront/back-office/back-office-gateway.port.ts';
import type { DesignDeskForm } from '../../../../core/storefront/back-office/design-desk-views.ts';
import {
  designDeskFormOf,
  loadDesignDeskPage,
  loadDeskDesignPage,
} from '../../../../core/storefront/back-office/load-design-desk-pages.use-case.ts';

const readsOf = (asked: DesignDeskForm[], design: unknown = null): BackOfficeReads =>
  ({
    designs: (form: DesignDeskForm) => {
      asked.push(form);
      return okAsync({ designs: [], next: null });
    },
    design: () => okAsync(design),
  }) as unknown as BackOfficeReads;

describe('the designs desk as pages', () => {
  it('reads the form from the URL, anything unreadable as "any" and the default sort', () => {
    expect(designDeskFormOf({})).toEqual({
      search: '',
      collection: '',
      tag: '',
      published: 'ALL',
      scope: '',
      sort: 'DATE_LAST_MODIFICATION',
      after: '',
    });
    expect(
      designDeskFormOf({
        search: ' gato ',
        collection: 'OUTLET',
        tag: 'cats',
        published: 'false',
        scope: 'PRIVATE',
        sort: 'POPULARITY',
        after: '3~d1',
      }),
    ).toEqual({
      search: 'gato',
      collection: 'OUTLET',
      tag: 'cats',
      published: 'false',
      scope: 'PRIVATE',
      sort: 'POPULARITY',
      after: '3~d1',
    });
    expect(
      designDeskFormOf({ collection: 'ALL', tag: '<b>', published: 'maybe', scope: 'x', sort: 'NEWEST' }),
    ).toMatchObject({
      collection: '',
      tag: '',
      published: 'ALL',
      scope: '',
      sort: 'DATE_LAST_MODIFICATION',
    });
  });

  it('loads the list for the form, and one design or not found', async () => {
    const asked: DesignDeskForm[] = [];
    const page = await loadDesignDeskPage(readsOf(asked), 'TZ-ES')({ sort: 'DATE_CREATION' });
    expect(page._unsafeUnwrap()).toMatchObject({ view: 'designs', list: { designs: [], next: null }, store: 'TZ-ES' });
    expect(asked[0]?.sort).toBe('DATE_CREATION');
    expect((await loadDeskDesignPage(readsOf([]), 'WPX-ES')('d1', 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'PageDataNotFound',
    });
    const design = { id: 'd1' };
    expect((await loadDeskDesignPage(readsOf([], design), 'WPX-ES')('d1', 'es'))._unsafeUnwrap()).toEqual({
      view: 'design',
      design,
      store: 'WPX-ES',
    });
  });
});
