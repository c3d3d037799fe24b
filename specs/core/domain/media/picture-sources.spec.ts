import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, err } from 'neverthrow';
import { mediaUrl, pictureSources } from '../../../../core/domain/media/picture-sources.ts';

const photo = { id: 'mug-42', width: 1600, height: 1200 };

describe('picture sources (spec section 3: image formats)', () => {
  it('gives avif, webp and jpg sources with width descriptors, and a jpg fallback sized explicitly', () => {
    expect(pictureSources(photo, { widths: [800, 400], formats: 'photo' })).toEqual(
      ok({
        sources: [
          { type: 'image/avif', srcset: '/media/mug-42-400.avif 400w, /media/mug-42-800.avif 800w' },
          { type: 'image/webp', srcset: '/media/mug-42-400.webp 400w, /media/mug-42-800.webp 800w' },
          { type: 'image/jpeg', srcset: '/media/mug-42-400.jpg 400w, /media/mug-42-800.jpg 800w' },
        ],
        fallback: { src: '/media/mug-42-800.jpg', width: 800, height: 600 },
      }),
    );
  });

  it('falls back to png for graphics', () => {
    const sources = pictureSources({ id: 'logo', width: 300, height: 100 }, { widths: [300], formats: 'graphic' });
    expect(sources.map((picture) => picture.sources.map((source) => source.type))).toEqual(
      ok(['image/avif', 'image/webp', 'image/png']),
    );
    expect(sources.map((picture) => picture.fallback)).toEqual(
      ok({ src: '/media/logo-300.png', width: 300, height: 100 }),
    );
  });

  it('never upscales: widths above the original are dropped, duplicates collapse', () => {
    const sources = pictureSources(photo, { widths: [3200, 400, 400, 1600], formats: 'photo' });
    expect(sources.map((picture) => picture.sources[2]?.srcset)).toEqual(
      ok('/media/mug-42-400.jpg 400w, /media/mug-42-1600.jpg 1600w'),
    );
  });

  it('serves a small original at its own width', () => {
    const small = pictureSources({ id: 'tiny', width: 120, height: 90 }, { widths: [400, 800], formats: 'photo' });
    expect(small.map((picture) => picture.fallback)).toEqual(
      ok({ src: '/media/tiny-120.jpg', width: 120, height: 90 }),
    );
  });

  it('encodes ids so a URL cannot be broken out of', () => {
    expect(mediaUrl('a b/../c', 100, 'webp')).toBe('/media/a%20b%2F..%2Fc-100.webp');
  });

  it('refuses images without a positive integer size', () => {
    expect(pictureSources({ id: 'x', width: 0, height: 10 }, { widths: [100], formats: 'photo' })).toEqual(
      err({ type: 'InvalidImageSize', width: 0, height: 10 }),
    );
    expect(pictureSources({ id: 'x', width: 10, height: 1.5 }, { widths: [100], formats: 'photo' })).toEqual(
      err({ type: 'InvalidImageSize', width: 10, height: 1.5 }),
    );
  });

  it('refuses an empty or invalid width list', () => {
    expect(pictureSources(photo, { widths: [], formats: 'photo' })).toEqual(err({ type: 'NoImageWidths' }));
    expect(pictureSources(photo, { widths: [400, -1], formats: 'photo' })).toEqual(
      err({ type: 'InvalidImageWidth', width: -1 }),
    );
  });

  it('always lists three sources whose widths ascend, never exceed the original, and keep the aspect ratio', () => {
    const dimension = fc.integer({ min: 1, max: 10_000 });
    fc.assert(
      fc.property(
        fc.record({ id: fc.string({ minLength: 1 }), width: dimension, height: dimension }),
        fc.array(dimension, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('photo' as const, 'graphic' as const),
        (image, widths, formats) => {
          const picture = pictureSources(image, { widths, formats })._unsafeUnwrap();
          expect(picture.sources).toHaveLength(3);
          for (const source of picture.sources) {
            const served = source.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)));
            expect(served).toEqual([...served].sort((a, b) => a - b));
            expect(Math.max(...served)).toBe(picture.fallback.width);
            expect(picture.fallback.width).toBeLessThanOrEqual(image.width);
          }
          expect(picture.fallback.height).toBeGreaterThanOrEqual(1);
          const exactHeight = (picture.fallback.width * image.height) / image.width;
          expect(Math.abs(picture.fallback.height - exactHeight) <= 0.5 || picture.fallback.height === 1).toBe(true);
        },
      ),
    );
  });
});
