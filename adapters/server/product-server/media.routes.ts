import type { FastifyInstance } from 'fastify';
import { errAsync, type ResultAsync } from 'neverthrow';
import type {
  PictureVariant,
  RenderedPicture,
  RenderPictureError,
} from '../../../core/shop/media/render-picture.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { MediaParams } from '../../shop-api-contract/media.codec.ts';
import { FileParams } from '../../shop-api-contract/product-server.codec.ts';
import { fromParams, rawRoute } from '../route.ts';
import { sendImmutableImage } from './immutable-image.ts';
import { pictureErrorAnswer } from './picture-errors.ts';

/** Catalogue pictures at core's mediaUrl: '/media/{id}-{width}.{format}', rendered on first request. */
export const mediaRoutes =
  (renderPicture: (variant: PictureVariant) => ResultAsync<RenderedPicture, RenderPictureError>) =>
  async (app: FastifyInstance) => {
    app.get(
      '/media/:file',
      { schema: { summary: 'A catalogue picture at one width and format, cached for a year', tags: ['catalogue'] } },
      rawRoute({
        decode: fromParams(FileParams),
        // A name that is not a variant's names no picture: 404, like a picture that does not exist.
        run: (params) =>
          decodeWith(MediaParams)(params).match(
            ({ file }) => renderPicture(file),
            () => errAsync({ type: 'PictureNotFound' as const }),
          ),
        errors: pictureErrorAnswer,
        send: sendImmutableImage,
      }),
    );
  };
