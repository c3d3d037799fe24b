/** What an upload turned out to be, from its detected content type. */
export type UploadKind = 'image' | 'pdf' | 'zip';

/** Raster formats the print pipeline can read; SVG is refused because it can carry script. */
const IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
  'image/tiff': ['tif', 'tiff'],
  'image/bmp': ['bmp'],
};

const OTHER_TYPES: Readonly<Record<string, { readonly kind: UploadKind; readonly extensions: readonly string[] }>> = {
  'application/pdf': { kind: 'pdf', extensions: ['pdf'] },
  'application/zip': { kind: 'zip', extensions: ['zip'] },
  'application/x-zip-compressed': { kind: 'zip', extensions: ['zip'] },
};

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
  const mimeType = upload.mimeType.trim().toLowerCase();
  const extension = extensionOf(upload.fileName);
  const imageExtensions = IMAGE_TYPES[mimeType];
  if (imageExtensions !== undefined) return imageExtensions.includes(extension) ? 'image' : undefined;
  const other = OTHER_TYPES[mimeType];
  return other?.extensions.includes(extension) === true ? other.kind : undefined;
};

export const isAcceptedUpload = (upload: { readonly mimeType: string; readonly fileName: string }): boolean =>
  uploadKind(upload) !== undefined;
