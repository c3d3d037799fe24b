/** Magic numbers at the start of a file, by the MIME type they announce. */
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** ISO-BMFF brands (the 4 bytes after 'ftyp') of the image formats built on it. */
const FTYP_BRANDS: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  avis: 'image/avif',
  heic: 'image/heic',
  heix: 'image/heic',
  heim: 'image/heic',
  heis: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
};

const SIGNATURES: readonly { readonly type: string; readonly matches: (bytes: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'image/webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  {
    type: 'image/tiff',
    matches: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  { type: 'image/bmp', matches: (b) => startsWith(b, ascii('BM')) && b.length >= 26 },
  { type: 'application/pdf', matches: (b) => startsWith(b, ascii('%PDF-')) },
  // A local file header, or the end record alone of an empty archive.
  {
    type: 'application/zip',
    matches: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]),
  },
];

const isoBmffType = (bytes: Uint8Array): string | undefined =>
  startsWith(bytes, ascii('ftyp'), 4) ? FTYP_BRANDS[String.fromCharCode(...bytes.subarray(8, 12))] : undefined;

/**
 * The MIME type a file's content announces, read from its first bytes; never from its name or the type the
 * browser claimed, both of which the uploader chooses. Undefined for anything not recognised.
 */
export const sniffContentType = (bytes: Uint8Array): string | undefined =>
  isoBmffType(bytes) ?? SIGNATURES.find((signature) => signature.matches(bytes))?.type;
