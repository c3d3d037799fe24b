import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from 'neverthrow';
import {
  checkBeforeUpload,
  isAcceptedUpload,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  needsDecoding,
  tooManyPixels,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  uploadKind,
} from '../../../../core/domain/media/upload-acceptance.ts';

describe('upload accepted types (spec section 5: images, .pdf, .zip)', () => {
  it.each([
    ['image/jpeg', 'holiday.JPG'],
    ['image/jpeg', 'scan.jpeg'],
    ['image/png', 'logo.png'],
    ['image/webp', 'photo.webp'],
    ['image/avif', 'photo.avif'],
    ['image/heic', 'iphone.heic'],
    ['image/heif', 'iphone.heic'],
    ['image/tiff', 'print.tif'],
  ])('accepts the image %s named %s', (mimeType, fileName) => {
    expect(uploadKind({ mimeType, fileName })).toBe('image');
    expect(isAcceptedUpload({ mimeType, fileName })).toBe(true);
  });

  it('accepts PDF and ZIP files', () => {
    expect(uploadKind({ mimeType: 'application/pdf', fileName: 'artwork.pdf' })).toBe('pdf');
    expect(uploadKind({ mimeType: 'application/zip', fileName: 'photos.zip' })).toBe('zip');
    expect(uploadKind({ mimeType: 'application/x-zip-compressed', fileName: 'photos.ZIP' })).toBe('zip');
    expect(uploadKind({ mimeType: ' Application/PDF ', fileName: 'artwork.pdf' })).toBe('pdf');
  });

  it('refuses SVG, other types, and names that disagree with the content', () => {
    expect(isAcceptedUpload({ mimeType: 'image/svg+xml', fileName: 'logo.svg' })).toBe(false);
    expect(isAcceptedUpload({ mimeType: 'application/x-msdownload', fileName: 'setup.exe' })).toBe(false);
    expect(isAcceptedUpload({ mimeType: 'application/x-msdownload', fileName: 'photo.jpg' })).toBe(false);
    expect(isAcceptedUpload({ mimeType: 'image/jpeg', fileName: 'photo.exe' })).toBe(false);
    expect(isAcceptedUpload({ mimeType: 'application/pdf', fileName: 'artwork.zip' })).toBe(false);
    expect(isAcceptedUpload({ mimeType: 'image/png', fileName: 'no-extension' })).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('finds nothing for the type %s', (mimeType) => {
    expect(isAcceptedUpload({ mimeType, fileName: 'x.jpg' })).toBe(false);
  });

  it('never accepts a MIME type outside images, PDF and ZIP', () => {
    const accepted = /^(image\/(jpeg|png|webp|avif|gif|heic|heif|tiff|bmp)|application\/(pdf|zip|x-zip-compressed))$/;
    fc.assert(
      fc.property(fc.string(), fc.string(), (mimeType, fileName) => {
        if (isAcceptedUpload({ mimeType, fileName })) expect(mimeType.trim().toLowerCase()).toMatch(accepted);
      }),
    );
  });

  it('accepts any base name once the type and extension agree', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('jpg', 'JPEG', 'Jfif'), (base, extension) => {
        expect(isAcceptedUpload({ mimeType: 'image/jpeg', fileName: `${base}.${extension}` })).toBe(true);
      }),
    );
  });
});

describe('the check a browser makes before uploading', () => {
  const file = (fileName: string, declaredType: string, bytes = 1000) => ({ fileName, declaredType, bytes });

  it('offers the accepted extensions to the file picker', () => {
    expect(UPLOAD_EXTENSIONS).toEqual(
      expect.arrayContaining(['jpg', 'jpeg', 'png', 'webp', 'heic', 'tif', 'pdf', 'zip']),
    );
    expect(new Set(UPLOAD_EXTENSIONS).size).toBe(UPLOAD_EXTENSIONS.length);
    expect(UPLOAD_ACCEPT.split(',')).toEqual(UPLOAD_EXTENSIONS.map((extension) => `.${extension}`));
    expect(UPLOAD_ACCEPT).not.toContain('svg');
  });

  it('accepts an image, a PDF or a ZIP whose declared type agrees with its name', () => {
    expect(checkBeforeUpload(file('photo.PNG', 'image/png'))).toEqual(ok('image'));
    expect(checkBeforeUpload(file('artwork.pdf', 'application/pdf'))).toEqual(ok('pdf'));
    expect(checkBeforeUpload(file('photos.zip', 'application/x-zip-compressed'))).toEqual(ok('zip'));
  });

  it('goes by the extension when the browser does not know the type', () => {
    expect(checkBeforeUpload(file('iphone.heic', ''))).toEqual(ok('image'));
    expect(checkBeforeUpload(file('scan.tiff', 'application/octet-stream'))).toEqual(ok('image'));
    expect(checkBeforeUpload(file('setup.exe', ''))).toEqual(err({ type: 'UnsupportedUpload' }));
  });

  it('refuses other types, disagreeing types, SVG and empty files before anything is sent', () => {
    for (const refused of [
      file('setup.exe', 'application/x-msdownload'),
      file('photo.jpg', 'application/x-msdownload'),
      file('logo.svg', 'image/svg+xml'),
      file('notes.txt', 'text/plain'),
      file('no-extension', ''),
      file('empty.png', 'image/png', 0),
    ]) {
      expect(checkBeforeUpload(refused), refused.fileName).toEqual(err({ type: 'UnsupportedUpload' }));
    }
  });

  it('refuses a file over 50 MB, and takes one of exactly 50 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(checkBeforeUpload(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toEqual(ok('image'));
    expect(checkBeforeUpload(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toEqual(
      err({ type: 'UploadTooLarge', maxBytes: MAX_UPLOAD_BYTES }),
    );
  });

  it("takes a phone's 48-megapixel photo and up to 100 megapixels, whichever way up", () => {
    expect(tooManyPixels({ width: 8064, height: 6048 })).toBeUndefined();
    expect(tooManyPixels({ width: 10_000, height: 10_000 })).toBeUndefined();
    expect(tooManyPixels({ width: 10_001, height: 10_000 })).toEqual({ type: 'TooManyPixels', maxPixels: 100_000_000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        expect(tooManyPixels({ width, height })).toEqual(tooManyPixels({ width: height, height: width }));
        expect(tooManyPixels({ width, height }) === undefined).toBe(width * height <= MAX_UPLOAD_PIXELS);
      }),
    );
  });

  it('decodes HEIC and HEIF on arrival, and nothing else', () => {
    expect(['image/heic', 'image/heif'].every(needsDecoding)).toBe(true);
    expect(['image/jpeg', 'image/avif', 'image/png', 'application/pdf'].some(needsDecoding)).toBe(false);
  });

  it('never accepts a name whose extension is not an accepted one', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,5}$/).filter((extension) => !UPLOAD_EXTENSIONS.includes(extension)),
        fc.constantFrom('', 'application/octet-stream', 'image/png', 'application/pdf'),
        (extension, declaredType) => {
          expect(checkBeforeUpload(file(`file.${extension}`, declaredType))).toEqual(
            err({ type: 'UnsupportedUpload' }),
          );
        },
      ),
    );
  });
});
