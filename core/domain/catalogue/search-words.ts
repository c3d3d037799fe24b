/**
 * How a shopper's text is read before it is looked up: case and accents do not count ("Cojín" is "cojin"),
 * punctuation only separates words, and a word counts once. The database folds again (unaccent also maps
 * letters such as "ł" that Unicode does not decompose), so both sides compare the same way.
 */

/** Lower case without combining marks: "Lámina" → "lamina". */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The distinct folded words of a text, in order: runs of letters and digits. */
export const wordsOf = (text: string): string[] => [...new Set(foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [])];
