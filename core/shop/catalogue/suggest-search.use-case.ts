import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { catalogueView } from '../../domain/catalogue/catalogue-view.ts';
import { searchTerms, type InvalidSearch } from '../../domain/catalogue/design-query.ts';
import { NO_SUGGESTIONS, suggestsFrom, type SearchSuggestions } from '../../domain/catalogue/search-suggestions.ts';
import type { StoreSlug } from '../../domain/site/stores.ts';
import type { RepositoryFailure } from '../repository-failure.ts';
import type { SearchSuggestionSource } from './search-suggestions.port.ts';

export type SuggestSearchRequest = { readonly store: StoreSlug; readonly text: string };

/** What a text typed in the header suggests; too little text suggests nothing, too much is refused like a search. */
export const suggestSearch =
  (source: SearchSuggestionSource) =>
  ({ store, text }: SuggestSearchRequest): ResultAsync<SearchSuggestions, InvalidSearch | RepositoryFailure> => {
    const terms = searchTerms(text);
    if (terms.isErr()) return errAsync(terms.error);
    if (!suggestsFrom(text)) return okAsync(NO_SUGGESTIONS);
    return source.suggestions(terms.value, catalogueView(store));
  };
