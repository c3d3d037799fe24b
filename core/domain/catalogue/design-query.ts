import { err, ok, type Result } from 'neverthrow';
import type { ArticleId } from './article.ts';
import type { ProductCollection } from './collection.ts';
import { wordsOf } from './search-words.ts';
import type { Sort } from './sort.ts';

export const MAX_PAGE_SIZE = 48;

/** Limits that keep a free-text search cheap: words and characters. */
export const MAX_SEARCH_WORDS = 8;
export const MAX_SEARCH_LENGTH = 100;

/** Folded words of a search (letters and digits only), each to be found in a design's name, tags or articles. */
export type SearchTerms = readonly string[] & { readonly __brand: 'SearchTerms' };

/** Which designs a listing holds; every given criterion must hold (empty lists every design). */
export type DesignFilter = {
  readonly collection?: ProductCollection;
  readonly articleId?: ArticleId;
  readonly tagSlug?: string;
  readonly search?: SearchTerms;
  /** Only designs printable on an article that is on offer in the store. */
  readonly onOffer?: boolean;
};

export type Paging = { readonly page: number; readonly pageSize: number };

export type DesignQuery = { readonly filter: DesignFilter; readonly sort: Sort; readonly paging: Paging };

export type InvalidPaging = { readonly type: 'InvalidPaging' };
export type InvalidSearch = { readonly type: 'InvalidSearch' };

const isPositiveInteger = (n: number) => Number.isInteger(n) && n > 0;

/** Pages count from 1; a page holds 1 to MAX_PAGE_SIZE designs. */
export const checkPaging = (paging: Paging): Result<Paging, InvalidPaging> =>
  isPositiveInteger(paging.page) && isPositiveInteger(paging.pageSize) && paging.pageSize <= MAX_PAGE_SIZE
    ? ok(paging)
    : err({ type: 'InvalidPaging' });

/**
 * The folded words of a search text; a blank text, or one with too many words or characters, is refused. A text of
 * punctuation alone has no words: it finds nothing.
 */
export const searchTerms = (text: string): Result<SearchTerms, InvalidSearch> => {
  const words = wordsOf(text);
  // Characters are counted as code points, as the document's maxLength counts them.
  return text.trim() === '' || words.length > MAX_SEARCH_WORDS || [...text.trim()].length > MAX_SEARCH_LENGTH
    ? err({ type: 'InvalidSearch' })
    : ok(words as unknown as SearchTerms);
};
