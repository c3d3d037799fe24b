import { okAsync, type ResultAsync } from 'neverthrow';
import { searchTerms } from '../../domain/catalogue/design-query.ts';
import { NO_SUGGESTIONS, suggestsFrom, type SearchSuggestions } from '../../domain/catalogue/search-suggestions.ts';
import type { CatalogueGateway } from './catalogue-gateway.port.ts';
import type { ShopUnavailable } from '../shop-unavailable.ts';

/** The header's suggestions for what the shopper has typed; a text the shop would not suggest from is not sent. */
export const suggestSearch =
  (catalogue: CatalogueGateway) =>
  (text: string): ResultAsync<SearchSuggestions, ShopUnavailable> =>
    suggestsFrom(text) && searchTerms(text).isOk() ? catalogue.suggestions(text.trim()) : okAsync(NO_SUGGESTIONS);
