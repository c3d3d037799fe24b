import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { DesignId } from '../../../../core/domain/catalogue/design.ts';
import {
  MIN_SUGGEST_LETTERS,
  NO_SUGGESTIONS,
  suggestionCount,
  suggestsFrom,
} from '../../../../core/domain/catalogue/search-suggestions.ts';

describe('suggestsFrom', () => {
  it('waits for two letters or digits, whatever surrounds them', () => {
    expect(MIN_SUGGEST_LETTERS).toBe(2);
    expect(suggestsFrom('')).toBe(false);
    expect(suggestsFrom(' t ')).toBe(false);
    expect(suggestsFrom('%-_')).toBe(false);
    expect(suggestsFrom('ta')).toBe(true);
    expect(suggestsFrom(' á-1 ')).toBe(true);
  });

  it('never suggests from a text without letters or digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\s\p{P}\p{S}]*$/u), (text) => {
        expect(suggestsFrom(text)).toBe(false);
      }),
    );
  });
});

describe('suggestionCount', () => {
  it('counts every kind', () => {
    expect(suggestionCount(NO_SUGGESTIONS)).toBe(0);
    expect(
      suggestionCount({
        articles: [{ id: 1 as ArticleId, slug: 'mug', name: 'Taza', namePlural: 'Tazas' }],
        designs: [
          { id: 'a' as DesignId, slug: 'a', name: 'A' },
          { id: 'b' as DesignId, slug: 'b', name: 'B' },
        ],
        tags: [{ slug: 'animals', name: 'Animales' }],
      }),
    ).toBe(4);
  });
});
