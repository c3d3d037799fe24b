import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffContentType } from '../../../../core/shop/media/sniff-content-type.ts';
import { bytesOf, MAGIC } from '../../../support/product-server-mother.ts';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const isoBmff = (brand: string) => [0, 0, 0, 0x1c, ...ascii('ftyp'), ...ascii(brand)];

describe('sniffContentType', () => {
  it.each([
    ['image/jpeg', MAGIC.jpeg],
    ['image/png', MAGIC.png],
    ['image/gif', ascii('GIF87a')],
    ['image/gif', ascii('GIF89a')],
    ['image/webp', [...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP')]],
    ['image/tiff', [0x49, 0x49, 0x2a, 0x00]],
    ['image/tiff', [0x4d, 0x4d, 0x00, 0x2a]],
    ['image/bmp', ascii('BM')],
    ['image/avif', isoBmff('avif')],
    ['image/avif', isoBmff('avis')],
    ['image/heic', isoBmff('heic')],
    ['image/heif', isoBmff('mif1')],
    ['application/pdf', MAGIC.pdf],
    ['application/zip', MAGIC.zip],
    ['application/zip', [0x50, 0x4b, 0x05, 0x06]],
  ])('recognises %s from its first bytes', (type, head) => {
    expect(sniffContentType(bytesOf(head))).toBe(type);
  });

  it.each([
    ['text', bytesOf(ascii('hello, this is not an image'))],
    ['an empty file', new Uint8Array()],
    ['a truncated PNG signature', new Uint8Array(MAGIC.png.slice(0, 4))],
    ['RIFF that is not WEBP', bytesOf([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')])],
    ['an unknown ISO-BMFF brand (video)', bytesOf(isoBmff('isom'))],
    ['a two-byte BM text', new Uint8Array(ascii('BM'))],
    ['SVG, which can carry script', bytesOf(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))],
  ])('recognises nothing in %s', (_, bytes) => {
    expect(sniffContentType(bytes)).toBeUndefined();
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(() => sniffContentType(bytes)).not.toThrow();
      }),
    );
  });
});
