import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { CatalogueView } from '../../../../core/domain/catalogue/catalogue-view.ts';
import type { SearchTerms } from '../../../../core/domain/catalogue/design-query.ts';
import { NO_SUGGESTIONS, type SearchSuggestions } from '../../../../core/domain/catalogue/search-suggestions.ts';
import type { SearchSuggestionSource } from '../../../../core/shop/catalogue/search-suggestions.port.ts';
import { suggestSearch } from '../../../../core/shop/catalogue/suggest-search.use-case.ts';
import { DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

const MUGS: SearchSuggestions = {
  articles: [{ id: 1 as ArticleId, slug: 'mug', name: 'Taza', namePlural: 'Tazas' }],
  designs: [],
  tags: [],
};

/** A source that answers mugs and remembers what it was asked. */
const recording = () => {
  const asked: [SearchTerms, CatalogueView][] = [];
  const source: SearchSuggestionSource = {
    suggestions: (terms, view) => {
      asked.push([terms, view]);
      return okAsync(MUGS);
    },
  };
  return { asked, source };
};

describe('suggestSearch (shop)', () => {
  it("asks for the folded words in the store's view", async () => {
    const { asked, source } = recording();
    expect(await suggestSearch(source)({ store: 'WPX-PL', text: ' Táz ' })).toEqual(ok(MUGS));
    expect(asked).toEqual([[['taz'], { store: 'WPX-PL', locales: ['pl', 'en', 'es'] }]]);
  });

  it('suggests nothing below two letters, without asking', async () => {
    const { asked, source } = recording();
    expect(await suggestSearch(source)({ store: 'WPX-ES', text: 't' })).toEqual(ok(NO_SUGGESTIONS));
    expect(await suggestSearch(source)({ store: 'WPX-ES', text: '%-' })).toEqual(ok(NO_SUGGESTIONS));
    expect(asked).toEqual([]);
  });

  it('refuses a text a search would refuse', async () => {
    const { source } = recording();
    expect(await suggestSearch(source)({ store: 'WPX-ES', text: 'x'.repeat(101) })).toEqual(
      err({ type: 'InvalidSearch' }),
    );
    expect(await suggestSearch(source)({ store: 'WPX-ES', text: '  ' })).toEqual(err({ type: 'InvalidSearch' }));
  });

  it('fails when the source fails', async () => {
    const broken: SearchSuggestionSource = { suggestions: () => errAsync(DATABASE_DOWN) };
    expect(await suggestSearch(broken)({ store: 'WPX-ES', text: 'taza' })).toEqual(err(DATABASE_DOWN));
  });
});
