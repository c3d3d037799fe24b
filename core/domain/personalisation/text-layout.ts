import type { TextAlignment } from './fonts.ts';
import { TEXT_LINE_HEIGHT } from './placement.ts';

/** How wide a run of text is drawn, in the layer's units, at the layer's letter size. */
type MeasureText = (text: string) => number;

/** A font's vertical metrics as fractions of its letter size: above and below the baseline, both positive. */
export type FontMetrics = { readonly ascent: number; readonly descent: number };

/** One laid-out line: its text, and where it starts and sits within the text box (from its top-left corner). */
type LaidOutLine = { readonly text: string; readonly x: number; readonly baseline: number };

const isBreak = (character: string | undefined) => character === ' ' || character === '-';

/** The longest prefix of `characters` from `start` that fits, found by halving (widths grow with length). */
const longestFitting = (characters: readonly string[], start: number, fits: (end: number) => boolean) => {
  let low = start;
  let high = characters.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
};

/** One paragraph cut into lines at most `maxWidth` wide, at a space or dash where there is one. */
const wrapParagraph = (paragraph: string, maxWidth: number, measure: MeasureText): string[] => {
  if (measure(paragraph) <= maxWidth) return [paragraph];
  const characters = Array.from(paragraph);
  const text = (start: number, end: number) => characters.slice(start, end).join('');
  const lines: string[] = [];
  let start = 0;
  while (start < characters.length) {
    let end = longestFitting(characters, start, (at) => measure(text(start, at)) <= maxWidth);
    // Not even one letter fits: the editor's canvas draws nothing more of the paragraph.
    if (end === start) break;
    if (end === characters.length) {
      lines.push(text(start, end));
      break;
    }
    if (!isBreak(characters[end])) {
      let breakAt = end - 1;
      while (breakAt >= start && !isBreak(characters[breakAt])) breakAt--;
      if (breakAt >= start) end = breakAt + 1;
    }
    lines.push(text(start, end).trimEnd());
    start = end;
    while (start < characters.length && characters[start]!.trim() === '') start++;
  }
  return lines;
};

/**
 * A text layer's lines as the editor's canvas (Konva) lays them out in a box `width` × `height`: each paragraph
 * wrapped at words to the width, as many lines as the height holds (always the first), each aligned and set on
 * its baseline. The renderer draws exactly these, so the print matches the editor.
 */
export const layOutText = (
  layer: { readonly text: string; readonly sizeMm: number; readonly align: TextAlignment },
  box: { readonly width: number; readonly height: number },
  font: FontMetrics,
  measure: MeasureText,
): LaidOutLine[] => {
  const lineHeight = layer.sizeMm * TEXT_LINE_HEIGHT;
  const lines: string[] = [];
  let used = 0;
  for (const paragraph of layer.text.split('\n')) {
    for (const line of wrapParagraph(paragraph, box.width, measure)) {
      lines.push(line);
      used += lineHeight;
      if (used + lineHeight > box.height) break;
    }
    if (used + lineHeight > box.height) break;
  }
  // The canvas centres a line's ascent-to-descent span in its line box.
  const baselineShift = lineHeight / 2 + ((font.ascent - font.descent) * layer.sizeMm) / 2;
  return lines.map((text, index) => {
    const width = measure(text);
    const x = layer.align === 'left' ? 0 : layer.align === 'right' ? box.width - width : (box.width - width) / 2;
    return { text, x, baseline: index * lineHeight + baselineShift };
  });
};
