import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { RenderPictureError } from '../../../core/shop/media/render-picture.use-case.ts';
import type { BlobStoreFailure } from '../../../core/shop/media/blob-store.port.ts';
import type { PersonalisationError } from '../../../core/shop/personalisation/personalisation-errors.ts';
import type { PreviewNotFound } from '../../../core/shop/personalisation/render-preview-image.use-case.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** The one mapping from serving a catalogue picture to HTTP status and envelope. */
export const pictureErrorAnswer = errorMapping<RenderPictureError>(
  [404, 503],
  (request: FastifyRequest, error: RenderPictureError): HttpAnswer => {
    switch (error.type) {
      case 'PictureNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, `No such picture: ${request.url}`);
      case 'RepositoryFailure':
      case 'BlobStoreFailure':
      case 'ImageProcessingFailure':
        request.log.error({ err: error }, 'picture could not be served');
        return errorAnswer(503, ERROR_CODES.internal, 'The picture is unavailable');
      default:
        return error satisfies never;
    }
  },
);

export type PreviewError = PreviewNotFound | PersonalisationError | BlobStoreFailure;

/** The one mapping from serving a design's preview to HTTP status and envelope. */
export const previewErrorAnswer = errorMapping<PreviewError>(
  [404, 503],
  (request: FastifyRequest, error: PreviewError): HttpAnswer => {
    switch (error.type) {
      case 'PreviewNotFound':
      case 'ArticleNotPersonalisable':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such image');
      case 'ProjectNotFound':
      case 'ForeignUpload':
      case 'DocumentTooLarge':
      case 'NothingToPrint':
      case 'TooManyProjects':
      case 'SignInRequired':
      case 'InvalidProjectName':
      case 'RenderFailure':
      case 'DesignDocumentInvalid':
      case 'RepositoryFailure':
      case 'BlobStoreFailure':
        request.log.error({ error }, 'design preview failed');
        return errorAnswer(503, ERROR_CODES.internal, 'Images are unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);
