/** The open-licence typefaces a text layer may use; the storefront self-hosts them and the renderer draws with them. */
export const FONT_FAMILIES = ['DM Sans', 'Figtree', 'Fraunces', 'Bricolage Grotesque'] as const;

export type FontFamily = (typeof FONT_FAMILIES)[number];

export const isFontFamily = (value: string): value is FontFamily =>
  (FONT_FAMILIES as readonly string[]).includes(value);

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export const isTextAlignment = (value: string): value is TextAlignment =>
  (TEXT_ALIGNMENTS as readonly string[]).includes(value);

/** `#rrggbb`, lower or upper case: the one colour form the editor, the codec and the renderer share. */
export const isHexColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);
