/** One ISO-BMFF box: its four-letter type and where its content lies in the file. */
type Box = { readonly type: string; readonly start: number; readonly end: number };

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The boxes laid one after another between `start` and `end`; a box whose size does not fit ends the list. */
const boxesIn = (bytes: Uint8Array, start: number, end: number): readonly Box[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const declared = view.getUint32(at);
    const header = declared === 1 ? 16 : 8;
    const size = declared === 0 ? end - at : declared === 1 ? Number(view.getBigUint64(at + 8)) : declared;
    if (size < header || at + size > end) break;
    found.push({ type: ascii(bytes, at + 4), start: at + header, end: at + size });
    at += size;
  }
  return found;
};

const childOf = (bytes: Uint8Array, parent: Box | undefined, type: string, skip = 0): Box | undefined =>
  parent && boxesIn(bytes, parent.start + skip, parent.end).find((box) => box.type === type);

/**
 * The ICC profile a HEIF photo carries among its image properties (meta › iprp › ipco › colr of type 'prof' or
 * 'rICC'), which the decoder does not apply: an iPhone's is Display P3. A colour given only as NCLX codes is not read.
 */
export const heifIccProfile = (bytes: Uint8Array): Uint8Array | undefined => {
  const whole: Box = { type: '', start: 0, end: bytes.length };
  // 'meta' is a full box: four bytes of version and flags before its children.
  const ipco = childOf(bytes, childOf(bytes, childOf(bytes, whole, 'meta'), 'iprp', 4), 'ipco');
  const colour = ipco
    ? boxesIn(bytes, ipco.start, ipco.end).find(
        (box) => box.type === 'colr' && ['prof', 'rICC'].includes(ascii(bytes, box.start)),
      )
    : undefined;
  return colour && colour.end > colour.start + 4 ? bytes.slice(colour.start + 4, colour.end) : undefined;
};

const ICC_MARKER = [...'ICC_PROFILE\0'].map((c) => c.charCodeAt(0));
/** An APP2 segment holds at most 65,535 bytes with its length, marker name and sequence numbers. */
const ICC_CHUNK = 65_535 - 2 - ICC_MARKER.length - 2;

/** The JPEG with `icc` embedded as APP2 segments after its SOI and JFIF header, where readers look for it. */
export const jpegWithIccProfile = (jpeg: Uint8Array, icc: Uint8Array): Uint8Array => {
  const count = Math.ceil(icc.length / ICC_CHUNK);
  const segments = Array.from({ length: count }, (_, index) => {
    const chunk = icc.subarray(index * ICC_CHUNK, (index + 1) * ICC_CHUNK);
    const length = 2 + ICC_MARKER.length + 2 + chunk.length;
    return Uint8Array.from([0xff, 0xe2, length >> 8, length & 0xff, ...ICC_MARKER, index + 1, count, ...chunk]);
  });
  // SOI, then the JFIF APP0 segment when there is one: it must stay first.
  const hasJfif = jpeg[2] === 0xff && jpeg[3] === 0xe0;
  const at = hasJfif ? 4 + ((jpeg[4] ?? 0) << 8) + (jpeg[5] ?? 0) : 2;
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
};
