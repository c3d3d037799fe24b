import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { BlobStore, BlobStoreFailure } from '../../../../core/shop/media/blob-store.port.ts';
import type { ImageDecoder } from '../../../../core/shop/media/image-decoder.port.ts';
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

/** A HEIC or HEIF as the shop sees it: an ISO-BMFF file of that brand. */
const heic = (brand = 'heic') => bytesOf([0, 0, 0, 24, ...[...`ftyp${brand}`].map((c) => c.charCodeAt(0))]);
const DECODED = bytesOf(MAGIC.jpeg, 80);

/** Decodes anything into the same JPEG, and says what it was asked. */
const recordingDecoder = () => {
  const asked: { source: Uint8Array; maxPixels: number }[] = [];
  const decoder: ImageDecoder = {
    decode: (source, { maxPixels }) => {
      asked.push({ source, maxPixels });
      return okAsync({ bytes: DECODED, mimeType: 'image/jpeg' });
    },
  };
  return { decoder, asked };
};

const setUp = (overrides: Partial<UploadFileDeps> = {}) => {
  const blobs = inMemoryBlobs();
  const saved: UploadRecord[] = [];
  const deps: UploadFileDeps = {
    blobs: blobs.store,
    images: markerImages,
    inspector: inspectorSaying({ width: 2000, height: 1500, hasAlpha: false }),
    decoder: recordingDecoder().decoder,
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
      ok({
        id: ID,
        kind: 'image',
        mimeType: 'image/jpeg',
        bytes: 64,
        width: 2000,
        height: 1500,
        variants: variantsOf('jpg', [320, 640, 1280]),
      }),
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
      ok({ id: ID, kind, mimeType, bytes: 64, width: null, height: null, variants: [] }),
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
    const over = setUp({ inspector: inspectorSaying({ width: 10_000, height: 10_001, hasAlpha: false }) });
    expect(await over.upload(input('huge.jpg', bytesOf(MAGIC.jpeg)))).toEqual(
      err({ type: 'TooManyPixels', maxPixels: MAX_UPLOAD_PIXELS }),
    );
    expect(over.blobs.size).toBe(0);
    const exact = setUp({ inspector: inspectorSaying({ width: 10_000, height: 10_000, hasAlpha: false }) });
    expect((await exact.upload(input('huge.jpg', bytesOf(MAGIC.jpeg)))).isOk()).toBe(true);
  });

  it("keeps a phone's 48-megapixel photo (8064 × 6048)", async () => {
    const { upload } = setUp({ inspector: inspectorSaying({ width: 6048, height: 8064, hasAlpha: false }) });
    const receipt = (await upload(input('IMG_0001.JPG', bytesOf(MAGIC.jpeg))))._unsafeUnwrap();
    expect(receipt).toMatchObject({ width: 6048, height: 8064 });
  });

  it.each([
    ['IMG_0002.HEIC', 'heic'],
    ['photo.heif', 'mif1'],
  ])('keeps %s only decoded, as the JPEG every later reading (previews, print) can open', async (fileName, brand) => {
    const { decoder, asked } = recordingDecoder();
    const { upload, blobs, saved } = setUp({ decoder });
    const photo = heic(brand);
    const receipt = (await upload(input(fileName, photo)))._unsafeUnwrap();
    expect(asked).toEqual([{ source: photo, maxPixels: MAX_UPLOAD_PIXELS }]);
    expect(receipt).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', bytes: DECODED.length });
    expect(blobs.get(`uploads/${ID}/original`)).toBe(DECODED);
    expect(saved[0]).toMatchObject({ mimeType: 'image/jpeg', bytes: DECODED.length });
  });

  it('passes on a HEIC the decoder refuses, storing nothing', async () => {
    const tooMany = { type: 'TooManyPixels' as const, maxPixels: MAX_UPLOAD_PIXELS };
    const { upload, blobs } = setUp({ decoder: { decode: () => errAsync(tooMany) } });
    expect(await upload(input('IMG_0003.heic', heic()))).toEqual(err(tooMany));
    expect(blobs.size).toBe(0);
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
