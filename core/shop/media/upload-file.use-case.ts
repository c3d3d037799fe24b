import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IMAGE_FORMAT_SETS, type ImageFormat } from '../../domain/media/image-format.ts';
import { UPLOAD_VARIANT_WIDTHS, uploadVariantUrl } from '../../domain/media/upload-picture.ts';
import {
  MAX_UPLOAD_BYTES,
  uploadKind,
  type UnsupportedUpload,
  type UploadKind,
  type UploadTooLarge,
} from '../../domain/media/upload-acceptance.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { BlobStore, BlobStoreFailure } from './blob-store.port.ts';
import type { ImageFacts, ImageInspector, ImageUnreadable } from './image-inspector.port.ts';
import type { ImageProcessingFailure, ImageProcessor } from './image-processor.port.ts';
import { sniffContentType } from './sniff-content-type.ts';
import type { UploadRecord, UploadRepository, UploadVariant } from './upload-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export { MAX_UPLOAD_BYTES, type UnsupportedUpload, type UploadTooLarge };
/** 40 megapixels: beyond any phone or consumer camera, and a bound on the memory one decode may take. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
export type TooManyPixels = { readonly type: 'TooManyPixels'; readonly maxPixels: number };

export type UploadFileError =
  | UploadTooLarge
  | UnsupportedUpload
  | TooManyPixels
  | ImageUnreadable
  | ImageProcessingFailure
  | BlobStoreFailure
  | RepositoryFailure;

export type UploadFileInput = {
  readonly sessionId: SessionId;
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly fields: Readonly<Record<string, string>>;
};

export type UploadReceipt = {
  readonly id: string;
  readonly kind: UploadKind;
  readonly mimeType: string;
  readonly bytes: number;
  readonly variants: readonly { readonly format: ImageFormat; readonly width: number; readonly url: string }[];
};

export type UploadFileDeps = {
  readonly blobs: BlobStore;
  readonly images: ImageProcessor;
  readonly inspector: ImageInspector;
  readonly uploads: UploadRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** Where an upload's preview variant is kept in the blob store. */
export const uploadVariantKey = (id: string, width: number, format: ImageFormat) => `uploads/${id}/${width}.${format}`;

/** Widths no larger than the original (no upscaling); a small original gets one variant at its own width. */
const variantWidths = (facts: ImageFacts): readonly number[] => {
  const fitting = UPLOAD_VARIANT_WIDTHS.filter((width) => width <= facts.width);
  return fitting.length > 0 ? fitting : [facts.width];
};

/** One encode at a time: a 40-megapixel decode is heavy, and uploads must not starve page rendering. */
const encodeVariants = (deps: UploadFileDeps, id: string, source: Uint8Array, facts: ImageFacts) => {
  // Transparency survives only in png; photos are smaller as jpg.
  const formats = IMAGE_FORMAT_SETS[facts.hasAlpha ? 'graphic' : 'photo'];
  const wanted = variantWidths(facts).flatMap((width) => formats.map((format) => ({ width, format })));
  return wanted.reduce(
    (done: ResultAsync<readonly UploadVariant[], UploadFileError>, { width, format }) =>
      done.andThen((variants) => {
        const key = uploadVariantKey(id, width, format);
        return deps.images
          .encode(source, { width, format })
          .andThen((bytes) => deps.blobs.put(key, bytes))
          .map(() => [...variants, { format, width, key }]);
      }),
    okAsync([]),
  );
};

type EncodedImage = {
  readonly variants: readonly UploadVariant[];
  readonly width: number | null;
  readonly height: number | null;
};

const imageVariants = (
  deps: UploadFileDeps,
  id: string,
  source: Uint8Array,
): ResultAsync<EncodedImage, UploadFileError> =>
  deps.inspector.inspect(source).andThen((facts) =>
    facts.width * facts.height > MAX_UPLOAD_PIXELS
      ? errAsync({ type: 'TooManyPixels' as const, maxPixels: MAX_UPLOAD_PIXELS })
      : encodeVariants(deps, id, source, facts).map((variants) => ({
          variants,
          width: facts.width,
          height: facts.height,
        })),
  );

/**
 * POST /images/upload: accepted by what the bytes are (images, PDF, ZIP), not by the name or claimed type;
 * images are re-encoded into the storefront's formats, which also strips anything hidden in the original.
 */
export const uploadFile =
  (deps: UploadFileDeps) =>
  (input: UploadFileInput): ResultAsync<UploadReceipt, UploadFileError> => {
    if (input.bytes.length > MAX_UPLOAD_BYTES) return errAsync({ type: 'UploadTooLarge', maxBytes: MAX_UPLOAD_BYTES });
    const mimeType = sniffContentType(input.bytes);
    const kind = uploadKind({ mimeType: mimeType ?? '', fileName: input.fileName });
    if (mimeType === undefined || kind === undefined) return errAsync({ type: 'UnsupportedUpload' });
    const id = deps.ids.uuid();
    const blobKey = `uploads/${id}/original`;
    const image =
      kind === 'image'
        ? imageVariants(deps, id, input.bytes)
        : okAsync<EncodedImage, UploadFileError>({ variants: [], width: null, height: null });
    return image.andThen(({ variants: encoded, width, height }) => {
      const record: UploadRecord = {
        id,
        sessionId: input.sessionId,
        mimeType,
        bytes: input.bytes.length,
        blobKey,
        variants: encoded,
        width,
        height,
        fields: input.fields,
        createdAt: deps.clock.now(),
      };
      return deps.blobs
        .put(blobKey, input.bytes)
        .andThen(() => deps.uploads.save(record))
        .map((): UploadReceipt => ({
          id,
          kind,
          mimeType,
          bytes: record.bytes,
          variants: encoded.map(({ format, width }) => ({ format, width, url: uploadVariantUrl(id, width, format) })),
        }));
    });
  };
