/** What an upload turned out to be, from its detected content type. */
export type UploadKind = 'image' | 'pdf' | 'zip';

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
