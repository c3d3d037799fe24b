import { FONT_WEIGHTS, type FontFamily } from '../../../core/domain/personalisation/index.ts';

type EditorFont = { readonly family: FontFamily; readonly css: string; readonly weight: number };

const font = (family: FontFamily, css: string): EditorFont => ({ family, css, weight: FONT_WEIGHTS[family] });

/** The open-licence faces the storefront self-hosts (Fontsource, SIL OFL), by the document's name and the page's CSS name. */
export const EDITOR_FONTS: readonly EditorFont[] = [
  font('DM Sans', 'DM Sans Variable'),
  font('Fraunces', 'Fraunces'),
  font('Figtree', 'Figtree Variable'),
  font('Bricolage Grotesque', 'Bricolage Grotesque'),
];

export const DEFAULT_FONT: FontFamily = 'DM Sans';

export const cssFontOf = (family: FontFamily): string =>
  EDITOR_FONTS.find((font) => font.family === family)?.css ?? family;

/** A canvas draws with whatever face is loaded when it paints: ask for the faces first. */
export const loadFont = (face: EditorFont): Promise<unknown> =>
  document.fonts.load(`${face.weight} 32px "${face.css}"`).catch(() => undefined);
