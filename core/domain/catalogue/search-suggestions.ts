import type { ArticleId } from './article.ts';
import type { DesignId } from './design.ts';
import { foldText } from './search-words.ts';

/** Suggestions start once the shopper has typed this many letters or digits. */
export const MIN_SUGGEST_LETTERS = 2;

/** How many of each kind the header's search suggests: a short list to choose from with arrow keys. */
export const SUGGESTION_LIMITS = { articles: 3, designs: 6, tags: 3 } as const;

export type ArticleSuggestion = {
  readonly id: ArticleId;
  readonly slug: string;
  readonly name: string;
  readonly namePlural: string;
};
export type DesignSuggestion = { readonly id: DesignId; readonly slug: string; readonly name: string };
export type TagSuggestion = { readonly slug: string; readonly name: string };

/** What a search text suggests, best first within each kind, in the store's language. */
export type SearchSuggestions = {
  readonly articles: readonly ArticleSuggestion[];
  readonly designs: readonly DesignSuggestion[];
  readonly tags: readonly TagSuggestion[];
};

export const NO_SUGGESTIONS: SearchSuggestions = { articles: [], designs: [], tags: [] };

/** Whether a text holds enough letters or digits to suggest from. */
export const suggestsFrom = (text: string): boolean =>
  (foldText(text).match(/[\p{L}\p{N}]/gu) ?? []).length >= MIN_SUGGEST_LETTERS;

export const suggestionCount = (suggestions: SearchSuggestions): number =>
  suggestions.articles.length + suggestions.designs.length + suggestions.tags.length;
