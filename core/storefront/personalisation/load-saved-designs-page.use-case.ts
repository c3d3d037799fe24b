import { okAsync, type ResultAsync } from 'neverthrow';
import { isSort, type Sort } from '../../domain/catalogue/sort.ts';
import { firstQueryValue, type Query } from '../../domain/routing/query.ts';

/** The account's saved designs page: the order asked for (`?sort=`), newest changes first by default. */
export type SavedDesignsPageData = { readonly sort: Sort };

/** The saved designs page: the sort the URL asks for. */
export const loadSavedDesignsPage = (query: Query): ResultAsync<SavedDesignsPageData, never> => {
  const asked = firstQueryValue(query, 'sort') ?? '';
  return okAsync({ sort: isSort(asked) ? asked : 'DATE_LAST_MODIFICATION' });
};
