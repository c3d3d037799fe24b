import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, wordsOf } from '../../../../core/domain/catalogue/search-words.ts';

describe('foldText', () => {
  it('ignores case and accents', () => {
    expect(foldText('Cojín LÁMINA Ñandú Über')).toBe('cojin lamina nandu uber');
    expect(foldText('Kubek')).toBe('kubek');
  });

  it('is idempotent and keeps no upper case or combining mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(/\p{M}/u.test(folded)).toBe(false);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });
});

describe('wordsOf', () => {
  it('gives the distinct folded words, punctuation only separating them', () => {
    expect(wordsOf('  Taza, TAZA y cojín!  ')).toEqual(['taza', 'y', 'cojin']);
    expect(wordsOf("%' OR 1=1 --")).toEqual(['or', '1']);
    expect(wordsOf('lis-w-stylu retro')).toEqual(['lis', 'w', 'stylu', 'retro']);
    expect(wordsOf('%_\\ -- ')).toEqual([]);
  });

  it('gives only non-empty runs of letters and digits, each once', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const words = wordsOf(text);
        expect(new Set(words).size).toBe(words.length);
        expect(words.every((word) => /^[\p{L}\p{N}]+$/u.test(word) && foldText(word) === word)).toBe(true);
      }),
    );
  });
});
