import type { FontFamily } from '../../../core/domain/personalisation/index.ts';

/** The open-licence faces the storefront self-hosts (Fontsource, SIL OFL), by the document's name and the page's CSS name. */
export const EDITOR_FONTS: readonly { readonly family: FontFamily; readonly css: string }[] = [
  { family: 'DM Sans', css: 'DM Sans Variable' },
  { family: 'Fraunces', css: 'Fraunces' },
  { family: 'Figtree', css: 'Figtree Variable' },
  { family: 'Bricolage Grotesque', css: 'Bricolage Grotesque' },
];

export const DEFAULT_FONT: FontFamily = 'DM Sans';

export const cssFontOf = (family: FontFamily): string =>
  EDITOR_FONTS.find((font) => font.family === family)?.css ?? family;

/** A canvas draws with whatever face is loaded when it paints: ask for the faces first. */
export const loadFont = (css: string): Promise<unknown> => document.fonts.load(`32px "${css}"`).catch(() => undefined);
