import { ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import { NO_SUGGESTIONS, type SearchSuggestions } from '../../../../core/domain/catalogue/search-suggestions.ts';
import { suggestSearch } from '../../../../core/storefront/catalogue/suggest-search.use-case.ts';
import { fakeCatalogueGateway } from '../../../support/fake-catalogue-gateway.ts';

const MUGS: SearchSuggestions = {
  articles: [{ id: 1 as ArticleId, slug: 'mug', name: 'Taza', namePlural: 'Tazas' }],
  designs: [],
  tags: [],
};

describe('suggestSearch (storefront)', () => {
  const asked: string[] = [];
  const catalogue = fakeCatalogueGateway({
    suggestions: (text) => {
      asked.push(text);
      return okAsync(MUGS);
    },
  });

  it('asks the shop for the trimmed text once it holds two letters', async () => {
    expect(await suggestSearch(catalogue)('  taz ')).toEqual(ok(MUGS));
    expect(asked).toEqual(['taz']);
  });

  it('does not ask for too little text, nor for a text the shop would refuse', async () => {
    asked.length = 0;
    expect(await suggestSearch(catalogue)('t')).toEqual(ok(NO_SUGGESTIONS));
    expect(await suggestSearch(catalogue)('a b c d e f g h i')).toEqual(ok(NO_SUGGESTIONS));
    expect(await suggestSearch(catalogue)('x'.repeat(101))).toEqual(ok(NO_SUGGESTIONS));
    expect(asked).toEqual([]);
  });
});
