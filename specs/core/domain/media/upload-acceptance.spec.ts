import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAcceptedUpload, uploadKind } from '../../../../core/domain/media/upload-acceptance.ts';

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
