/** The open-licence typefaces a text layer may use; the storefront self-hosts them and the renderer draws with them. */
export const FONT_FAMILIES = ['DM Sans', 'Figtree', 'Fraunces', 'Bricolage Grotesque'] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * The weight each family is drawn at, in the editor and the renderer alike: the one static face shipped for
 * Fraunces and Bricolage Grotesque, the variable faces' default instance (what a renderer reads without variations).
 */
export const FONT_WEIGHTS: Readonly<Record<FontFamily, number>> = {
  'DM Sans': 400,
  Figtree: 300,
  Fraunces: 600,
  'Bricolage Grotesque': 700,
};

export const isFontFamily = (value: string): value is FontFamily =>
  (FONT_FAMILIES as readonly string[]).includes(value);

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export const isTextAlignment = (value: string): value is TextAlignment =>
  (TEXT_ALIGNMENTS as readonly string[]).includes(value);

/** `#rrggbb`, lower or upper case: the one colour form the editor, the codec and the renderer share. */
export const isHexColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);
