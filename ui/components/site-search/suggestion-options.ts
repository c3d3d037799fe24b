import type { SearchSuggestions } from '../../../core/domain/catalogue/search-suggestions.ts';
import { designPath } from '../../../core/domain/catalogue/design-path.ts';

export type SuggestionGroup = 'articles' | 'designs' | 'tags' | 'all';

/** One row of the suggestions list: what it says and where choosing it leads. */
export type SuggestionOption = { readonly group: SuggestionGroup; readonly label: string; readonly href: string };

/** The rows in the order the arrow keys walk them: articles, designs, tags, then every result for the text. */
export const suggestionOptions = (
  suggestions: SearchSuggestions,
  text: string,
  seeAll: string,
): readonly SuggestionOption[] => [
  ...suggestions.articles.map((article) => ({
    group: 'articles' as const,
    label: article.namePlural,
    href: `/designs/${encodeURIComponent(article.slug)}/${article.id}`,
  })),
  ...suggestions.designs.map((design) => ({ group: 'designs' as const, label: design.name, href: designPath(design) })),
  ...suggestions.tags.map((tag) => ({
    group: 'tags' as const,
    label: tag.name,
    href: `/t/${encodeURIComponent(tag.slug)}`,
  })),
  { group: 'all', label: seeAll, href: `/search?${new URLSearchParams({ query: text.trim() }).toString()}` },
];
