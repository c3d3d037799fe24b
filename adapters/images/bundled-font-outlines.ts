import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { FontFamily } from '../../core/domain/personalisation/fonts.ts';
import type { FontMetrics } from '../../core/domain/personalisation/text-layout.ts';

/**
 * The very files the storefront self-hosts for the editor (Fontsource, SIL OFL), latin subset first then latin-ext,
 * at the weight `FONT_WEIGHTS` names (variable faces at their default instance).
 */
const FONT_FILES: Readonly<Record<FontFamily, readonly string[]>> = {
  'DM Sans': [
    '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    '@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2',
  ],
  Figtree: [
    '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
    '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2',
  ],
  Fraunces: [
    '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
    '@fontsource/fraunces/files/fraunces-latin-ext-600-normal.woff2',
  ],
  'Bricolage Grotesque': [
    '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff2',
    '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-ext-700-normal.woff2',
  ],
};

const resolve = createRequire(import.meta.url).resolve;

/** A family's faces, parsed once per process on first use. */
const faces = new Map<FontFamily, readonly Font[]>();
const facesOf = (family: FontFamily): readonly Font[] => {
  let found = faces.get(family);
  if (found === undefined) {
    found = FONT_FILES[family].map((file) => fontkit.create(readFileSync(resolve(file))));
    faces.set(family, found);
  }
  return found;
};

/** Runs of consecutive letters drawn by the same face: the first face that has the letter, as the page's unicode-range picks. */
const runsOf = (family: FontFamily, text: string) => {
  const [first, ...others] = facesOf(family) as [Font, ...Font[]];
  const runs: { face: Font; text: string }[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const face = [first, ...others].find((each) => each.hasGlyphForCodePoint(code)) ?? first;
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs;
};

/** The family's ascent and descent as fractions of the letter size, as the browser reports them for a canvas. */
export const fontMetrics = (family: FontFamily): FontMetrics => {
  const [face] = facesOf(family) as [Font];
  return { ascent: face.ascent / face.unitsPerEm, descent: -face.descent / face.unitsPerEm };
};

/** How wide `text` is drawn at `size` (kerned as a canvas kerns). */
export const textWidth = (family: FontFamily, size: number, text: string): number =>
  runsOf(family, text).reduce(
    (width, run) => width + (run.face.layout(run.text).advanceWidth * size) / run.face.unitsPerEm,
    0,
  );

const n = (value: number) => Number(value.toFixed(4));
const fine = (value: number) => Number(value.toPrecision(6));

/**
 * `text` as SVG outlines with its baseline's start at (x, y), `size` units tall: no font is looked up when the SVG
 * is rasterised, so the print is drawn with the bundled face whatever the machine has installed.
 */
export const textOutlines = (family: FontFamily, size: number, text: string, x: number, y: number): string => {
  let pen = x;
  const paths: string[] = [];
  for (const run of runsOf(family, text)) {
    const scale = size / run.face.unitsPerEm;
    const { glyphs, positions } = run.face.layout(run.text);
    glyphs.forEach((glyph, index) => {
      const position = positions[index]!;
      const d = glyph.path.toSVG();
      if (d !== '') {
        const gx = pen + position.xOffset * scale;
        const gy = y - position.yOffset * scale;
        paths.push(`<path transform="translate(${n(gx)} ${n(gy)}) scale(${fine(scale)} ${fine(-scale)})" d="${d}"/>`);
      }
      pen += position.xAdvance * scale;
    });
  }
  return paths.join('');
};
