import type { Brand } from '../../core/domain/site/brand.ts';
import type { Locale } from '../../core/domain/site/locale.ts';
import estampaBodyLatin from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import estampaBodyLatinExt from '@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2?url';
import estampaDisplayLatin from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import estampaDisplayLatinExt from '@fontsource/fraunces/files/fraunces-latin-ext-600-normal.woff2?url';
import tintazulBodyLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import tintazulBodyLatinExt from '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2?url';
import tintazulDisplayLatin from '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff2?url';
import tintazulDisplayLatinExt from '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-ext-700-normal.woff2?url';

type FontFiles = { readonly latin: readonly string[]; readonly latinExt: readonly string[] };

/** The font files of each brand's body and display faces: the same files the stylesheet's @font-face rules name. */
const BRAND_FONTS: { readonly [B in Brand]: FontFiles } = {
  Estampa: { latin: [estampaBodyLatin, estampaDisplayLatin], latinExt: [estampaBodyLatinExt, estampaDisplayLatinExt] },
  Tintazul: {
    latin: [tintazulBodyLatin, tintazulDisplayLatin],
    latinExt: [tintazulBodyLatinExt, tintazulDisplayLatinExt],
  },
};

/** Polish and Czech letters (ł, ř, ě…) live in latin-ext; Danish æ, ø, å are in latin. */
const NEEDS_LATIN_EXT: ReadonlySet<Locale> = new Set<Locale>(['pl', 'cs']);

/** The font files a page in this brand and language paints with at once, to be preloaded before the stylesheet asks. */
export const fontsToPreload = (brand: Brand, locale: Locale): readonly string[] =>
  NEEDS_LATIN_EXT.has(locale)
    ? [...BRAND_FONTS[brand].latin, ...BRAND_FONTS[brand].latinExt]
    : BRAND_FONTS[brand].latin;
