import type { StoreSlug } from '../../domain/site/stores.ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { isProductCollection } from '../../domain/catalogue/collection.ts';
import { isSort } from '../../domain/catalogue/sort.ts';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';
import { isProjectScope } from '../../domain/shared/project-scope.ts';
import { isTriState } from '../../domain/shared/tri-state.ts';
import type { Locale } from '../../domain/site/locale.ts';

import type { ShopUnavailable } from '../shop-unavailable.ts';
import type { BackOfficeReads } from './back-office-gateway.port.ts';
import type { DesignDeskForm, DesignDeskList, ShownDeskDesign } from './design-desk-views.ts';
import { pageDataNotFound, type PageDataNotFound } from '../navigation/page-errors.ts';

/** /accounts/designs/admin: every design, searched, narrowed and sorted as its form (and URL) says. */
export type DesignDeskPageData = {
  readonly view: 'designs';
  readonly form: DesignDeskForm;
  readonly list: DesignDeskList;
  /** The store the desk is opened in: designs belong to none, so their times read in its zone. */
  readonly store: StoreSlug;
};

/** /accounts/designs/admin/:design_id: one design's edit view. */
export type DeskDesignPageData = {
  readonly view: 'design';
  readonly design: ShownDeskDesign;
  readonly store: StoreSlug;
};

const TAG_SLUG = /^[a-z0-9-]{1,80}$/;

/** The desk's form as the URL carries it; anything unreadable is "any" (or the default sort). */
export const designDeskFormOf = (query: Query): DesignDeskForm => {
  const collection = firstQueryValue(query, 'collection') ?? '';
  const tag = firstQueryValue(query, 'tag') ?? '';
  const published = firstQueryValue(query, 'published') ?? '';
  const scope = firstQueryValue(query, 'scope') ?? '';
  const sort = firstQueryValue(query, 'sort') ?? '';
  return {
    search: (firstQueryValue(query, 'search') ?? '').trim(),
    collection: isProductCollection(collection) ? collection : '',
    tag: TAG_SLUG.test(tag) ? tag : '',
    published: isTriState(published) ? published : 'ALL',
    scope: isProjectScope(scope) ? scope : '',
    sort: isSort(sort) ? sort : 'DATE_LAST_MODIFICATION',
    after: firstQueryValue(query, 'after') ?? '',
  };
};

/** The designs desk: every design, filtered and paged as the URL asks. */
export const loadDesignDeskPage =
  (reads: BackOfficeReads, store: StoreSlug) =>
  (query: Query): ResultAsync<DesignDeskPageData, ShopUnavailable> => {
    const form = designDeskFormOf(query);
    return reads.designs(form).map((list) => ({ view: 'designs', form, list, store }));
  };

/** One design as the administrator edits it, with its reviews and history. */
export const loadDeskDesignPage =
  (reads: BackOfficeReads, store: StoreSlug) =>
  (id: string, locale: Locale): ResultAsync<DeskDesignPageData, ShopUnavailable | PageDataNotFound> =>
    reads
      .design(id, locale)
      .andThen((design) =>
        design === null
          ? errAsync<DeskDesignPageData, PageDataNotFound>(pageDataNotFound())
          : okAsync<DeskDesignPageData, PageDataNotFound>({ view: 'design', design, store }),
      );
