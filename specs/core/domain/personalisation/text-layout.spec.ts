import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layOutText, TEXT_LINE_HEIGHT, type TextAlignment } from '../../../../core/domain/personalisation/index.ts';

/** Every letter one unit wide: widths are letter counts. */
const monospace = (text: string) => Array.from(text).length;
const metrics = { ascent: 0.9, descent: 0.3 };
const layer = (text: string, align: TextAlignment = 'left') => ({ text, sizeMm: 4, align });
const tall = 1000;

const texts = (text: string, width: number, height = tall, align: TextAlignment = 'left') =>
  layOutText(layer(text, align), { width, height }, metrics, monospace).map((line) => line.text);

describe('laying out a text layer as the editor does', () => {
  it('keeps a paragraph that fits on one line, and each paragraph on its own', () => {
    expect(texts('one\ntwo words', 20)).toEqual(['one', 'two words']);
  });

  it('wraps at the last space or dash that fits, dropping the spaces at the break', () => {
    expect(texts('tiny words  wrap here', 11)).toEqual(['tiny words', 'wrap here']);
    expect(texts('well-known', 6)).toEqual(['well-', 'known']);
  });

  it('cuts a word longer than the line between letters', () => {
    expect(texts('abcdefgh', 3)).toEqual(['abc', 'def', 'gh']);
  });

  it('draws nothing more of a paragraph of which not one letter fits', () => {
    expect(texts('wide\nab', 0.5)).toEqual([]);
  });

  it('keeps only the lines the box is high enough for, and always the first', () => {
    const lineHeight = 4 * TEXT_LINE_HEIGHT;
    expect(texts('a b c d', 1, 2 * lineHeight)).toEqual(['a', 'b']);
    expect(texts('one\ntwo\nthree', 10, 2 * lineHeight)).toEqual(['one', 'two']);
    expect(texts('one\ntwo', 10, 1)).toEqual(['one']);
  });

  it('aligns each line in the box and sets the lines one line height apart', () => {
    const at = (align: TextAlignment) =>
      layOutText(layer('ab\nabcd', align), { width: 10, height: tall }, metrics, monospace).map((line) => line.x);
    expect(at('left')).toEqual([0, 0]);
    expect(at('center')).toEqual([4, 3]);
    expect(at('right')).toEqual([8, 6]);
    const [first, second] = layOutText(layer('ab\nabcd'), { width: 10, height: tall }, metrics, monospace);
    // The ascent-to-descent span centred in a 5 mm line box: 2.5 + (0.9 - 0.3) × 4 / 2.
    expect(first!.baseline).toBeCloseTo(3.7);
    expect(second!.baseline - first!.baseline).toBeCloseTo(5);
  });

  it('never lays a line wider than the box, and loses no letter but the spaces at breaks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 8, max: 30 }),
        (words, width) => {
          const text = words.join(' ');
          const lines = texts(text, width);
          expect(lines.every((line) => monospace(line) <= width)).toBe(true);
          expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});
