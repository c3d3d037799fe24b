/** The encodings every stored image is produced in. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg', 'png'] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const isImageFormat = (value: string): value is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(value);

/** Modern formats first, then the fallback every browser reads: jpg for photos, png for graphics with transparency. */
export const IMAGE_FORMAT_SETS = {
  photo: ['avif', 'webp', 'jpg'],
  graphic: ['avif', 'webp', 'png'],
} as const;

export type ImageFormatSet = keyof typeof IMAGE_FORMAT_SETS;

export const IMAGE_MIME_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};
