import { err, errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ImageProcessor } from '../../../../core/shop/media/image-processor.port.ts';
import type { PictureArtwork } from '../../../../core/shop/media/picture-artwork.port.ts';
import { renderPicture } from '../../../../core/shop/media/render-picture.use-case.ts';
import { contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';
import { inMemoryBlobStore } from '../../../support/in-memory-blob-store.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Draws the subject as text and "encodes" by labelling it, so the spec can see what was rendered. */
const labelArtwork: PictureArtwork = {
  draw: (picture) => okAsync(new TextEncoder().encode(`${picture.subject.designName}`)),
};
const labelImages = (calls: string[]): ImageProcessor => ({
  encode: (source, { width, format }) => {
    calls.push(`${width}.${format}`);
    return okAsync(new TextEncoder().encode(`${text(source)}@${width}.${format}`));
  },
});

const setUp = (overrides: Partial<Parameters<typeof renderPicture>[0]> = {}) => {
  const blobs = inMemoryBlobStore();
  const calls: string[] = [];
  const render = renderPicture({
    pictures: contractCatalogue().pictures,
    blobs: blobs.store,
    images: labelImages(calls),
    artwork: labelArtwork,
    ...overrides,
  });
  return { render, blobs: blobs.blobs, calls };
};

describe('renderPicture', () => {
  it('renders a variant on first request, keeps it, and serves it from the blob store afterwards', async () => {
    const { render, blobs, calls } = setUp();
    const first = (await render({ id: 'fox-a1', width: 480, format: 'webp' }))._unsafeUnwrap();
    expect(first.contentType).toBe('image/webp');
    expect(text(first.bytes)).toBe('Retro Fox@480.webp');
    expect(text(blobs.get('media/fox-a1-480.webp') as Uint8Array)).toBe('Retro Fox@480.webp');

    blobs.set('media/fox-a1-480.webp', new TextEncoder().encode('kept'));
    const second = (await render({ id: 'fox-a1', width: 480, format: 'webp' }))._unsafeUnwrap();
    expect(text(second.bytes)).toBe('kept');
    expect(calls).toEqual(['480.webp']);
  });

  it('serves the png of a graphic picture', async () => {
    const { render } = setUp();
    expect((await render({ id: 'fox-a2', width: 240, format: 'png' }))._unsafeUnwrap().contentType).toBe('image/png');
  });

  it.each([
    ['an unknown id', { id: 'nope', width: 480, format: 'webp' }],
    ['a width the picture is not served at', { id: 'fox-a1', width: 500, format: 'webp' }],
    ['a format outside the picture set', { id: 'fox-a1', width: 480, format: 'png' }],
  ] as const)('does not find %s', async (_, variant) => {
    const { render, blobs } = setUp();
    expect(await render(variant)).toEqual(err({ type: 'PictureNotFound' }));
    expect(blobs.size).toBe(0);
  });

  it('passes on the failures of its ports and keeps nothing broken', async () => {
    const variant = { id: 'fox-a1', width: 480, format: 'avif' } as const;
    const encodeFailure = { type: 'ImageProcessingFailure' as const, cause: 'bad svg' };
    const blobFailure = { type: 'BlobStoreFailure' as const, cause: 'disk full' };
    const failingImages = setUp({ images: { encode: () => errAsync(encodeFailure) } });
    expect(await failingImages.render(variant)).toEqual(err(encodeFailure));
    expect(failingImages.blobs.size).toBe(0);
    const failingDrawing = setUp({ artwork: { draw: () => errAsync(encodeFailure) } });
    expect(await failingDrawing.render(variant)).toEqual(err(encodeFailure));
    expect(failingDrawing.blobs.size).toBe(0);
    expect(await setUp({ pictures: { picture: () => errAsync(DATABASE_DOWN) } }).render(variant)).toEqual(
      err(DATABASE_DOWN),
    );
    const fullDisk = setUp({ blobs: { get: () => okAsync(null), put: () => errAsync(blobFailure) } });
    expect(await fullDisk.render(variant)).toEqual(err(blobFailure));
  });
});
