import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artworkFor, designArtwork } from '../../../../core/domain/catalogue/design-artwork.ts';

const size = (width: number, height: number) => ({ width, height });

/** How much of an artwork a cover-crop to the frame keeps, 0..1: what the nearest proportion maximises. */
const kept = (artwork: { width: number; height: number }, frame: { width: number; height: number }) => {
  const a = artwork.width / artwork.height;
  const b = frame.width / frame.height;
  return Math.min(a, b) / Math.max(a, b);
};

describe('a design’s print artwork', () => {
  it('prints from its own full width, losslessly', () => {
    expect(designArtwork({ id: 'd1-art-wide', width: 3600, height: 1800 })).toEqual({
      id: 'd1-art-wide',
      width: 3600,
      height: 1800,
      src: '/media/d1-art-wide-3600.png',
    });
  });

  it('is the one nearest the frame’s proportions, the first on a tie, none without artworks', () => {
    const square = size(3600, 3600);
    const wide = size(3600, 1800);
    const tall = size(1800, 3600);
    expect(artworkFor([square, wide, tall], size(204, 94))).toBe(wide);
    expect(artworkFor([square, wide, tall], size(79, 154))).toBe(tall);
    expect(artworkFor([square, wide, tall], size(406, 406))).toBe(square);
    expect(artworkFor([wide, tall], size(100, 100))).toBe(wide);
    expect(artworkFor([], size(100, 100))).toBeNull();
  });

  it('keeps the most of the art once cover-cropped to any frame', () => {
    const dimension = fc.integer({ min: 1, max: 5000 });
    const sized = fc.record({ width: dimension, height: dimension });
    fc.assert(
      fc.property(fc.array(sized, { minLength: 1, maxLength: 6 }), sized, (artworks, frame) => {
        const chosen = artworkFor(artworks, frame);
        expect(chosen).not.toBeNull();
        for (const other of artworks) expect(kept(chosen!, frame)).toBeGreaterThanOrEqual(kept(other, frame) - 1e-12);
      }),
    );
  });
});
