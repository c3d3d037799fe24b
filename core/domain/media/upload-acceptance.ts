import { err, ok, type Result } from 'neverthrow';

/** What an upload turned out to be, from its detected content type. */
export type UploadKind = 'image' | 'pdf' | 'zip';

/** A 48-megapixel phone photo is 12 to 25 MB and a 100-megapixel camera's up to 45 MB: both fit. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** 100 megapixels: a medium-format camera's photo fits; it bounds what one decode may cost. */
export const MAX_UPLOAD_PIXELS = 100_000_000;

export type UploadTooLarge = { readonly type: 'UploadTooLarge'; readonly maxBytes: number };
export type UnsupportedUpload = { readonly type: 'UnsupportedUpload' };
export type TooManyPixels = { readonly type: 'TooManyPixels'; readonly maxPixels: number };

/** Whether an image of this size is over the pixel limit (its upright size: the product is the same). */
export const tooManyPixels = (size: { readonly width: number; readonly height: number }): TooManyPixels | undefined =>
  size.width * size.height > MAX_UPLOAD_PIXELS ? { type: 'TooManyPixels', maxPixels: MAX_UPLOAD_PIXELS } : undefined;

/** HEIC and HEIF photos (an iPhone's) are HEVC inside, which the image library cannot read: decoded on arrival. */
export const needsDecoding = (mimeType: string): boolean => mimeType === 'image/heic' || mimeType === 'image/heif';

/** Raster formats the print pipeline can read; SVG is refused because it can carry script. */
// Maps, not object literals: a type such as '__proto__' or 'constructor' must find nothing.
const ACCEPTED_TYPES: ReadonlyMap<string, { readonly kind: UploadKind; readonly extensions: readonly string[] }> =
  new Map([
    ['image/jpeg', { kind: 'image', extensions: ['jpg', 'jpeg', 'jfif'] }],
    ['image/png', { kind: 'image', extensions: ['png'] }],
    ['image/webp', { kind: 'image', extensions: ['webp'] }],
    ['image/avif', { kind: 'image', extensions: ['avif'] }],
    ['image/gif', { kind: 'image', extensions: ['gif'] }],
    ['image/heic', { kind: 'image', extensions: ['heic'] }],
    ['image/heif', { kind: 'image', extensions: ['heif', 'heic'] }],
    ['image/tiff', { kind: 'image', extensions: ['tif', 'tiff'] }],
    ['image/bmp', { kind: 'image', extensions: ['bmp'] }],
    ['application/pdf', { kind: 'pdf', extensions: ['pdf'] }],
    ['application/zip', { kind: 'zip', extensions: ['zip'] }],
    ['application/x-zip-compressed', { kind: 'zip', extensions: ['zip'] }],
  ]);

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * The kind of an upload when its sniffed MIME type is accepted and the file name's extension agrees with it,
 * so a renamed executable is refused whatever it is called.
 */
export const uploadKind = (upload: {
  readonly mimeType: string;
  readonly fileName: string;
}): UploadKind | undefined => {
  const accepted = ACCEPTED_TYPES.get(upload.mimeType.trim().toLowerCase());
  return accepted?.extensions.includes(extensionOf(upload.fileName)) === true ? accepted.kind : undefined;
};

export const isAcceptedUpload = (upload: { readonly mimeType: string; readonly fileName: string }): boolean =>
  uploadKind(upload) !== undefined;

/** Every accepted extension once, in the table's order. */
export const UPLOAD_EXTENSIONS: readonly string[] = [
  ...new Set([...ACCEPTED_TYPES.values()].flatMap((accepted) => accepted.extensions)),
];

/** The file picker's `accept` list: the accepted extensions, so the picker offers what the shop takes. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const kindOfExtension = (extension: string): UploadKind | undefined =>
  [...ACCEPTED_TYPES.values()].find((accepted) => accepted.extensions.includes(extension))?.kind;

/** Types a browser declares when it does not know the file's type; the extension alone decides then. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/**
 * The check a browser can make before sending: an accepted extension, a declared type (the browser's guess
 * from the name) that agrees with it, not empty and not over the size limit. The server still sniffs the bytes.
 */
export const checkBeforeUpload = (file: {
  readonly fileName: string;
  readonly declaredType: string;
  readonly bytes: number;
}): Result<UploadKind, UploadTooLarge | UnsupportedUpload> => {
  const declared = file.declaredType.trim().toLowerCase();
  const kind = UNKNOWN_TYPES.has(declared)
    ? kindOfExtension(extensionOf(file.fileName))
    : uploadKind({ mimeType: declared, fileName: file.fileName });
  if (kind === undefined || file.bytes === 0) return err({ type: 'UnsupportedUpload' });
  return file.bytes > MAX_UPLOAD_BYTES ? err({ type: 'UploadTooLarge', maxBytes: MAX_UPLOAD_BYTES }) : ok(kind);
};
