/** Removed from slugs: ASCII punctuation except the hyphen, plus the typographic marks of the store languages. */
export const SLUG_PUNCTUATION = `!"#$%&'()*+,./:;<=>?@[\\]^_\`{|}~¡¿«»‘’‚“”„…–—·°´¨€£`;

const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
const PUNCTUATION = new RegExp(`[${escapeForClass(SLUG_PUNCTUATION)}]`, 'g');

/** Letters that Unicode does not decompose into base letter plus accent. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ẞ: 'SS',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

const transliterate = (letter: string): string => UNDECOMPOSED[letter] ?? letter;

export const removeAccents = (text: string): string =>
  Array.from(text.normalize('NFD').replace(COMBINING_ACCENTS, ''), transliterate).join('');

export type SlugOptions = { readonly removeAccents?: boolean };

/** Lower-case, blanks to hyphens, punctuation removed, hyphens collapsed and trimmed (spec 5). */
export const slugify = (text: string, options: SlugOptions = {}): string => {
  // Lower-case first, so capitals such as 'ẞ' and 'İ' meet the accent removal in their final form.
  const lower = text.toLowerCase();
  return (options.removeAccents === true ? removeAccents(lower) : lower)
    .replace(/\s+/g, '-')
    .replace(PUNCTUATION, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
};
