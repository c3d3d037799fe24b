import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CataloguePicture } from '../../../../core/domain/catalogue/catalogue-picture.ts';
import type { DesignId } from '../../../../core/domain/catalogue/design.ts';
import type { PictureReader } from '../../../../core/storefront/personalisation/picture-source.port.ts';
import { templatePhoto } from '../../../../core/storefront/personalisation/template-photo.use-case.ts';

const template = {
  designId: 'd0020' as DesignId,
  name: 'Zorro acuarela',
  picture: { fallback: { src: '/images/designs/d0020-a101-960.jpg', width: 960, height: 960 } } as CataloguePicture,
};

/** A source answering every URL with bytes of the given type, recording the URLs read. */
const source = (type: string) => {
  const read: string[] = [];
  const pictures: PictureReader<string> = {
    read: (url) => {
      read.push(url);
      return okAsync({ content: 'bytes', type, bytes: 5 });
    },
  };
  return { pictures, read };
};

describe("a template's photo", () => {
  it('is the design’s picture on the article, as a file named after the design', async () => {
    const { pictures, read } = source('image/png');
    expect((await templatePhoto(pictures)(template))._unsafeUnwrap()).toEqual({
      fileName: 'Zorro acuarela.png',
      declaredType: 'image/png',
      bytes: 5,
      content: 'bytes',
    });
    expect(read).toEqual(['/images/designs/d0020-a101-960.jpg']);
  });

  it('takes the extension of the type it arrives in, jpg unless told', async () => {
    const name = async (type: string) =>
      (await templatePhoto(source(type).pictures)(template))._unsafeUnwrap().fileName;
    expect(await name('image/webp')).toBe('Zorro acuarela.webp');
    expect(await name('image/avif')).toBe('Zorro acuarela.avif');
    expect(await name('image/jpeg')).toBe('Zorro acuarela.jpg');
    expect(await name('')).toBe('Zorro acuarela.jpg');
  });

  it('is unavailable when the picture cannot be read', async () => {
    const broken: PictureReader<string> = { read: () => errAsync({ type: 'PictureUnavailable' }) };
    expect((await templatePhoto(broken)(template))._unsafeUnwrapErr()).toEqual({ type: 'PictureUnavailable' });
  });
});
