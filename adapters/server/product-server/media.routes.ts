import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type {
  PictureVariant,
  RenderedPicture,
  RenderPictureError,
} from '../../../core/shop/media/render-picture.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { MediaParams } from '../../shop-api-contract/media.codec.ts';
import { ERROR_CODES, sendError } from '../error-envelope.ts';

/** A variant's URL names its content, so browsers and CDNs may keep it for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const sendRenderError = (reply: FastifyReply, error: RenderPictureError, url: string) => {
  switch (error.type) {
    case 'PictureNotFound':
      return sendError(reply, 404, ERROR_CODES.notFound, `No such picture: ${url}`);
    case 'RepositoryFailure':
    case 'BlobStoreFailure':
    case 'ImageProcessingFailure':
      reply.log.error({ err: error }, 'picture could not be served');
      return sendError(reply, 503, ERROR_CODES.internal, 'The picture is unavailable');
  }
};

/** Catalogue pictures at core's mediaUrl: '/media/{id}-{width}.{format}', rendered on first request. */
export const mediaRoutes =
  (renderPicture: (variant: PictureVariant) => ResultAsync<RenderedPicture, RenderPictureError>) =>
  async (app: FastifyInstance) => {
    app.get(
      '/media/:file',
      { schema: { summary: 'A catalogue picture at one width and format, cached for a year', tags: ['catalogue'] } },
      async (request, reply) => {
        const params = decodeWith(MediaParams)(request.params);
        if (params.isErr()) return sendError(reply, 404, ERROR_CODES.notFound, `No such picture: ${request.url}`);
        const rendered = await renderPicture(params.value.file);
        return rendered.match(
          ({ bytes, contentType }) =>
            reply
              .header('cache-control', IMMUTABLE)
              .header('x-content-type-options', 'nosniff')
              .type(contentType)
              .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
          (error) => sendRenderError(reply, error, request.url),
        );
      },
    );
  };
