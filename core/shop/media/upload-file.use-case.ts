import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { IMAGE_FORMAT_SETS, type ImageFormat } from '../../domain/media/image-format.ts';
import { UPLOAD_VARIANT_WIDTHS, uploadVariantUrl } from '../../domain/media/upload-picture.ts';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  needsDecoding,
  tooManyPixels,
  uploadKind,
  type TooManyPixels,
  type UnsupportedUpload,
  type UploadKind,
  type UploadTooLarge,
} from '../../domain/media/upload-acceptance.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { Clock } from '../../domain/shared/clock.port.ts';
import type { IdGenerator } from '../../domain/shared/id-generator.port.ts';
import type { BlobStore, BlobStoreFailure } from './blob-store.port.ts';
import type { DecodedImage, ImageDecoder } from './image-decoder.port.ts';
import type { ImageFacts, ImageInspector, ImageUnreadable } from './image-inspector.port.ts';
import type { ImageProcessingFailure, ImageProcessor } from './image-processor.port.ts';
import { sniffContentType } from './sniff-content-type.ts';
import type { UploadRecord, UploadRepository, UploadVariant } from './upload-repository.port.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, type TooManyPixels, type UnsupportedUpload, type UploadTooLarge };

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
  /** The image's upright size as the shop read it (the browser cannot read every photo, e.g. HEIC); null for PDF and ZIP. */
  readonly width: number | null;
  readonly height: number | null;
  readonly variants: readonly { readonly format: ImageFormat; readonly width: number; readonly url: string }[];
};

export type UploadFileDeps = {
  readonly blobs: BlobStore;
  readonly images: ImageProcessor;
  readonly inspector: ImageInspector;
  readonly decoder: ImageDecoder;
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

/** One encode at a time: a 100-megapixel decode is heavy, and uploads must not starve page rendering. */
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
  deps.inspector.inspect(source).andThen((facts) => {
    const refused = tooManyPixels(facts);
    return refused
      ? errAsync(refused)
      : encodeVariants(deps, id, source, facts).map((variants) => ({
          variants,
          width: facts.width,
          height: facts.height,
        }));
  });

/** What is kept: the file as sent, or for a HEIC only its decoded copy, which print and previews can read. */
const keptFile = (
  deps: UploadFileDeps,
  mimeType: string,
  bytes: Uint8Array,
): ResultAsync<DecodedImage, UploadFileError> =>
  needsDecoding(mimeType) ? deps.decoder.decode(bytes, { maxPixels: MAX_UPLOAD_PIXELS }) : okAsync({ bytes, mimeType });

/** Stores the kept file and records the upload with its variants. */
const keep = (
  deps: UploadFileDeps,
  input: UploadFileInput,
  upload: { readonly id: string; readonly kind: UploadKind },
  file: DecodedImage,
  image: EncodedImage,
): ResultAsync<UploadReceipt, UploadFileError> => {
  const { id, kind } = upload;
  const record: UploadRecord = {
    id,
    sessionId: input.sessionId,
    mimeType: file.mimeType,
    bytes: file.bytes.length,
    blobKey: `uploads/${id}/original`,
    variants: image.variants,
    width: image.width,
    height: image.height,
    fields: input.fields,
    createdAt: deps.clock.now(),
  };
  return deps.blobs
    .put(record.blobKey, file.bytes)
    .andThen(() => deps.uploads.save(record))
    .map((): UploadReceipt => ({
      id,
      kind,
      mimeType: record.mimeType,
      bytes: record.bytes,
      width: record.width,
      height: record.height,
      variants: image.variants.map(({ format, width }) => ({
        format,
        width,
        url: uploadVariantUrl(id, width, format),
      })),
    }));
};

/**
 * POST /images/upload: accepted by what the bytes are (images, PDF, ZIP), not by the name or claimed type;
 * images are re-encoded into the storefront's formats, which also strips anything hidden in the original.
 */
export const uploadFile =
  (deps: UploadFileDeps) =>
  (input: UploadFileInput): ResultAsync<UploadReceipt, UploadFileError> => {
    if (input.bytes.length > MAX_UPLOAD_BYTES) return errAsync({ type: 'UploadTooLarge', maxBytes: MAX_UPLOAD_BYTES });
    const sniffed = sniffContentType(input.bytes);
    const kind = uploadKind({ mimeType: sniffed ?? '', fileName: input.fileName });
    if (sniffed === undefined || kind === undefined) return errAsync({ type: 'UnsupportedUpload' });
    const id = deps.ids.uuid();
    return keptFile(deps, sniffed, input.bytes).andThen((file) =>
      (kind === 'image'
        ? imageVariants(deps, id, file.bytes)
        : okAsync<EncodedImage, UploadFileError>({ variants: [], width: null, height: null })
      ).andThen((image) => keep(deps, input, { id, kind }, file, image)),
    );
  };
