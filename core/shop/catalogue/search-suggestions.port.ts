import type { ResultAsync } from 'neverthrow';
import type { CatalogueView } from '../../domain/catalogue/catalogue-view.ts';
import type { SearchTerms } from '../../domain/catalogue/design-query.ts';
import type { SearchSuggestions } from '../../domain/catalogue/search-suggestions.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

/** Where the header's suggestions come from: what the store sells that every word finds. */
export interface SearchSuggestionSource {
  /** Articles the store sells, designs it lists and tags with such designs, at most SUGGESTION_LIMITS of each. */
  suggestions(terms: SearchTerms, view: CatalogueView): ResultAsync<SearchSuggestions, RepositoryFailure>;
}
