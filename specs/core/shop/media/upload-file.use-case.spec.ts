import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { BlobStore, BlobStoreFailure } from '../../../../core/shop/media/blob-store.port.ts';
import type { ImageFacts, ImageInspector } from '../../../../core/shop/media/image-inspector.port.ts';
import type { ImageProcessor } from '../../../../core/shop/media/image-processor.port.ts';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  uploadFile,
  type UploadFileDeps,
} from '../../../../core/shop/media/upload-file.use-case.ts';
import type { UploadRecord } from '../../../../core/shop/media/upload-repository.port.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';
import { bytesOf, MAGIC } from '../../../support/product-server-mother.ts';
import { sequenceIds } from '../../../support/sequence-ids.ts';
import { aSessionId } from '../../../support/session-mother.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const NOW = '2025-03-01T10:00:00.000Z';

const inMemoryBlobs = () => {
  const blobs = new Map<string, Uint8Array>();
  const store: BlobStore = {
    put: (key, bytes) => okAsync(void blobs.set(key, bytes)),
    get: (key) => okAsync(blobs.get(key) ?? null),
  };
  return { store, blobs };
};

/** Encodes to a readable marker, so a spec can see which variant was made from what. */
const markerImages: ImageProcessor = {
  encode: (_source, { width, format }) => okAsync(new TextEncoder().encode(`${format}@${width}`)),
};

const inspectorSaying = (facts: ImageFacts): ImageInspector => ({ inspect: () => okAsync(facts) });

const setUp = (overrides: Partial<UploadFileDeps> = {}) => {
  const blobs = inMemoryBlobs();
  const saved: UploadRecord[] = [];
  const deps: UploadFileDeps = {
    blobs: blobs.store,
    images: markerImages,
    inspector: inspectorSaying({ width: 2000, height: 1500, hasAlpha: false }),
    uploads: { save: (upload) => okAsync(void saved.push(upload)) },
    clock: fixedClock(NOW),
    ids: sequenceIds(),
    ...overrides,
  };
  return { upload: uploadFile(deps), blobs: blobs.blobs, saved };
};

const input = (fileName: string, bytes: Uint8Array) => ({
  sessionId: aSessionId(),
  fileName,
  bytes,
  fields: { product: 'mug' },
});

const variantsOf = (format: string, widths: readonly number[], formats = ['avif', 'webp', format]) =>
  widths.flatMap((width) => formats.map((f) => ({ format: f, width, url: `/images/uploads/${ID}-${width}.${f}` })));

describe('uploadFile', () => {
  it('keeps a photo and its avif, webp and jpg variants at every width up to its own', async () => {
    const { upload, blobs, saved } = setUp();
    const photo = bytesOf(MAGIC.jpeg);
    const receipt = await upload(input('Holiday.JPG', photo));
    expect(receipt).toEqual(
      ok({ id: ID, kind: 'image', mimeType: 'image/jpeg', bytes: 64, variants: variantsOf('jpg', [320, 640, 1280]) }),
    );
    expect(blobs.get(`uploads/${ID}/original`)).toBe(photo);
    expect(new TextDecoder().decode(blobs.get(`uploads/${ID}/640.webp`))).toBe('webp@640');
    expect(saved).toEqual([
      {
        id: ID,
        sessionId: aSessionId(),
        mimeType: 'image/jpeg',
        bytes: 64,
        blobKey: `uploads/${ID}/original`,
        variants: variantsOf('jpg', [320, 640, 1280]).map(({ format, width }) => ({
          format,
          width,
          key: `uploads/${ID}/${width}.${format}`,
        })),
        width: 2000,
        height: 1500,
        fields: { product: 'mug' },
        createdAt: Date.parse(NOW),
      },
    ]);
  });

  it('makes png rather than jpg for an image with transparency, and never upscales', async () => {
    const { upload } = setUp({ inspector: inspectorSaying({ width: 500, height: 500, hasAlpha: true }) });
    const receipt = (await upload(input('logo.png', bytesOf(MAGIC.png))))._unsafeUnwrap();
    expect(receipt.variants).toEqual(variantsOf('png', [320]));
  });

  it('makes one variant at its own width for an image smaller than every preview width', async () => {
    const { upload } = setUp({ inspector: inspectorSaying({ width: 100, height: 80, hasAlpha: false }) });
    const receipt = (await upload(input('tiny.jpg', bytesOf(MAGIC.jpeg))))._unsafeUnwrap();
    expect(receipt.variants).toEqual(variantsOf('jpg', [100]));
  });

  it.each([
    ['pdf', 'order.pdf', MAGIC.pdf, 'application/pdf'],
    ['zip', 'photos.zip', MAGIC.zip, 'application/zip'],
  ] as const)('keeps a %s as sent, with no variants', async (kind, fileName, head, mimeType) => {
    const { upload, saved } = setUp();
    expect(await upload(input(fileName, bytesOf(head)))).toEqual(
      ok({ id: ID, kind, mimeType, bytes: 64, variants: [] }),
    );
    expect(saved).toHaveLength(1);
  });

  it.each([
    ['a zip named .png', 'photo.png', bytesOf(MAGIC.zip)],
    ['a text file named .jpg', 'photo.jpg', new TextEncoder().encode('just some text, honestly')],
    ['a png named .pdf', 'invoice.pdf', bytesOf(MAGIC.png)],
  ])('refuses %s, storing nothing', async (_, fileName, bytes) => {
    const { upload, blobs, saved } = setUp();
    expect(await upload(input(fileName, bytes))).toEqual(err({ type: 'UnsupportedUpload' }));
    expect(blobs.size + saved.length).toBe(0);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const { upload } = setUp();
    const huge = bytesOf(MAGIC.jpeg, MAX_UPLOAD_BYTES + 1);
    expect(await upload(input('big.jpg', huge))).toEqual(err({ type: 'UploadTooLarge', maxBytes: MAX_UPLOAD_BYTES }));
  });

  it('refuses an image over the pixel limit, and takes exactly the limit', async () => {
    const over = setUp({ inspector: inspectorSaying({ width: 8000, height: 5001, hasAlpha: false }) });
    expect(await over.upload(input('huge.jpg', bytesOf(MAGIC.jpeg)))).toEqual(
      err({ type: 'TooManyPixels', maxPixels: MAX_UPLOAD_PIXELS }),
    );
    expect(over.blobs.size).toBe(0);
    const exact = setUp({ inspector: inspectorSaying({ width: 8000, height: 5000, hasAlpha: false }) });
    expect((await exact.upload(input('huge.jpg', bytesOf(MAGIC.jpeg)))).isOk()).toBe(true);
  });

  it('passes on an unreadable image, a failed encode and failed storage', async () => {
    const unreadable = { type: 'ImageUnreadable' as const, cause: 'bad header' };
    const encodeFailure = { type: 'ImageProcessingFailure' as const, cause: 'truncated' };
    const blobFailure: BlobStoreFailure = { type: 'BlobStoreFailure', cause: 'disk full' };
    const repositoryFailure = { type: 'RepositoryFailure' as const, cause: 'down' };
    const failingBlobs: BlobStore = { put: () => errAsync(blobFailure), get: () => okAsync(null) };
    const photo = () => input('a.jpg', bytesOf(MAGIC.jpeg));
    const pdf = () => input('a.pdf', bytesOf(MAGIC.pdf));
    const run = (overrides: Partial<UploadFileDeps>, file: ReturnType<typeof photo>): ResultAsync<unknown, unknown> =>
      setUp(overrides).upload(file);
    expect(await run({ inspector: { inspect: () => errAsync(unreadable) } }, photo())).toEqual(err(unreadable));
    expect(await run({ images: { encode: () => errAsync(encodeFailure) } }, photo())).toEqual(err(encodeFailure));
    expect(await run({ blobs: failingBlobs }, photo())).toEqual(err(blobFailure));
    expect(await run({ blobs: failingBlobs }, pdf())).toEqual(err(blobFailure));
    expect(await run({ uploads: { save: () => errAsync(repositoryFailure) } }, pdf())).toEqual(err(repositoryFailure));
  });
});
