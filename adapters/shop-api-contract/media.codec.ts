import { documented } from './json-schema.ts';
import * as t from 'io-ts';
import { isImageFormat } from '../../core/domain/media/image-format.ts';
import type { PictureVariant } from '../../core/shop/media/render-picture.use-case.ts';

const MEDIA_FILE = /^([A-Za-z0-9_-]{1,80})-(\d{1,5})\.([a-z]{3,4})$/;

/** '{id}-{width}.{format}' as core's mediaUrl writes it. */
export const MediaFileCodec = documented(
  new t.Type<PictureVariant, string, unknown>(
    'MediaFile',
    (u): u is PictureVariant => typeof u === 'object' && u !== null && 'id' in u,
    (u, c) => {
      const match = typeof u === 'string' ? MEDIA_FILE.exec(u) : null;
      const [, id, width, format] = match ?? [];
      return id && width && format && isImageFormat(format) && Number(width) > 0
        ? t.success({ id, width: Number(width), format })
        : t.failure(u, c, 'expected {id}-{width}.{avif|webp|jpg|png}');
    },
    (variant) => `${variant.id}-${variant.width}.${variant.format}`,
  ),
  { type: 'string', description: '{id}-{width}.{format}' },
);

export const MediaParams = t.type({ file: MediaFileCodec });
