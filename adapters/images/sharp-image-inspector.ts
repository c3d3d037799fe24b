import { ResultAsync } from 'neverthrow';
import sharp from 'sharp';
import type { ImageFacts, ImageInspector, ImageUnreadable } from '../../core/shop/media/image-inspector.port.ts';

const unreadable = (cause: unknown): ImageUnreadable => ({ type: 'ImageUnreadable', cause: String(cause) });

/** sharp reads the header only; the size reported is the upright one, after EXIF orientation. */
export const sharpImageInspector: ImageInspector = {
  inspect: (source) =>
    ResultAsync.fromPromise(
      sharp(source, { failOn: 'error' })
        .metadata()
        .then((metadata): ImageFacts => {
          const { width, height } = metadata.autoOrient;
          if (!(width > 0 && height > 0)) throw new Error('the image has no size');
          return { width, height, hasAlpha: metadata.hasAlpha };
        }),
      unreadable,
    ),
};
