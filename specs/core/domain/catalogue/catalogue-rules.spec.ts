import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { isArticleId } from '../../../../core/domain/catalogue/article.ts';
import { cataloguePicture, type StoredPicture } from '../../../../core/domain/catalogue/catalogue-picture.ts';
import { catalogueView } from '../../../../core/domain/catalogue/catalogue-view.ts';
import {
  checkPaging,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  searchTerms,
} from '../../../../core/domain/catalogue/design-query.ts';
import { ratingSummary } from '../../../../core/domain/catalogue/rating.ts';
import { isOnOffer } from '../../../../core/domain/catalogue/store-price.ts';
import { textLocales, translate } from '../../../../core/domain/catalogue/text-locales.ts';
import type { Cents } from '../../../../core/domain/pricing/money.ts';

const eur = (amount: number) => ({ amount: amount as Cents, currency: 'EUR' as const });

describe('textLocales and translate', () => {
  it('looks a text up in the store language, then English, then Spanish, without repeats', () => {
    expect(textLocales('pl')).toEqual(['pl', 'en', 'es']);
    expect(textLocales('en')).toEqual(['en', 'es']);
    expect(textLocales('es')).toEqual(['es', 'en']);
  });

  it('takes the first non-empty text, or nothing', () => {
    expect(translate({ pl: 'Kubek', en: 'Mug' }, textLocales('pl'))).toBe('Kubek');
    expect(translate({ pl: '', en: 'Mug', es: 'Taza' }, textLocales('pl'))).toBe('Mug');
    expect(translate({ es: 'Taza' }, textLocales('da'))).toBe('Taza');
    expect(translate({ fr: 'Mug' }, textLocales('da'))).toBe('');
  });
});

describe('catalogueView', () => {
  it("reads in the store's language and fallbacks", () => {
    expect(catalogueView('WPX-CZ')).toEqual({ store: 'WPX-CZ', locales: ['cs', 'en', 'es'] });
    expect(catalogueView('TZ-ES')).toEqual({ store: 'TZ-ES', locales: ['es', 'en'] });
  });
});

describe('isOnOffer', () => {
  it('holds only when the compare-at price is above the price', () => {
    expect(isOnOffer({ price: eur(995), compareAtPrice: eur(1295) })).toBe(true);
    expect(isOnOffer({ price: eur(995), compareAtPrice: eur(995) })).toBe(false);
    expect(isOnOffer({ price: eur(995), compareAtPrice: null })).toBe(false);
  });
});

describe('ratingSummary', () => {
  it('averages to one decimal, and is null before the first review', () => {
    expect(ratingSummary(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(ratingSummary(0, 0)).toBeNull();
  });
});

describe('isArticleId', () => {
  it('accepts whole numbers from 1 below the create route limit', () => {
    expect([1, 101, 19_999].every(isArticleId)).toBe(true);
    expect([0, -1, 1.5, 20_000, Number.NaN].some(isArticleId)).toBe(false);
  });
});

describe('cataloguePicture', () => {
  const stored: StoredPicture = {
    id: 'p1',
    width: 960,
    height: 480,
    widths: [480, 960],
    formats: 'graphic',
    alt: 'A mug',
  };

  it('gives the sources of every format with the explicit size of the largest width', () => {
    expect(cataloguePicture(stored)).toEqual({
      alt: 'A mug',
      sources: [
        { type: 'image/avif', srcset: '/media/p1-480.avif 480w, /media/p1-960.avif 960w' },
        { type: 'image/webp', srcset: '/media/p1-480.webp 480w, /media/p1-960.webp 960w' },
        { type: 'image/png', srcset: '/media/p1-480.png 480w, /media/p1-960.png 960w' },
      ],
      fallback: { src: '/media/p1-960.png', width: 960, height: 480 },
    });
  });

  it('leaves out a missing picture or one stored with a broken size or no widths', () => {
    expect(cataloguePicture(null)).toBeNull();
    expect(cataloguePicture({ ...stored, width: 0 })).toBeNull();
    expect(cataloguePicture({ ...stored, widths: [] })).toBeNull();
  });
});

describe('checkPaging', () => {
  it('accepts pages from 1 and page sizes from 1 to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: MAX_PAGE_SIZE }), (page, pageSize) => {
        expect(checkPaging({ page, pageSize })).toEqual(ok({ page, pageSize }));
      }),
    );
  });

  it('refuses anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ page: fc.integer({ max: 0 }), pageSize: fc.constant(10) }),
          fc.record({ page: fc.constant(1), pageSize: fc.integer({ min: MAX_PAGE_SIZE + 1 }) }),
          fc.record({ page: fc.double({ min: 1.01, max: 1.99, noNaN: true }), pageSize: fc.constant(10) }),
        ),
        (paging) => {
          expect(checkPaging(paging)).toEqual(err({ type: 'InvalidPaging' }));
        },
      ),
    );
  });
});

describe('searchTerms', () => {
  it('gives the distinct folded words of a text, without punctuation', () => {
    expect(searchTerms('  Retro   FOX retro ')).toEqual(ok(['retro', 'fox']));
    expect(searchTerms('Cojín, LÁMINA')).toEqual(ok(['cojin', 'lamina']));
    expect(searchTerms("%' OR 1=1 --")).toEqual(ok(['or', '1']));
    expect(searchTerms('%_ --')).toEqual(ok([]));
  });

  it('never gives an empty word, nor more words than allowed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_SEARCH_LENGTH }), (text) => {
        searchTerms(text).map((terms) => {
          expect(terms.length).toBeLessThanOrEqual(MAX_SEARCH_WORDS);
          expect(terms.every((term) => /^[\p{L}\p{N}]+$/u.test(term) && term === term.toLowerCase())).toBe(true);
        });
      }),
    );
  });

  it('refuses a blank text, too many words or too many characters', () => {
    expect(searchTerms(' \t ')).toEqual(err({ type: 'InvalidSearch' }));
    expect(searchTerms('a b c d e f g h i')).toEqual(err({ type: 'InvalidSearch' }));
    expect(searchTerms('x'.repeat(MAX_SEARCH_LENGTH + 1))).toEqual(err({ type: 'InvalidSearch' }));
    expect(searchTerms('x'.repeat(MAX_SEARCH_LENGTH)).isOk()).toBe(true);
  });

  it('counts characters, not UTF-16 units: a letter outside the BMP is one', () => {
    expect(searchTerms('𝐀'.repeat(MAX_SEARCH_LENGTH)).isOk()).toBe(true);
    expect(searchTerms('𝐀'.repeat(MAX_SEARCH_LENGTH + 1))).toEqual(err({ type: 'InvalidSearch' }));
  });
});
