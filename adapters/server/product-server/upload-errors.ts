import type { FastifyRequest } from 'fastify';
import { errorMapping } from '../error-mapping.ts';
import type { BlobStoreFailure } from '../../../core/shop/media/blob-store.port.ts';
import type { UploadFileError } from '../../../core/shop/media/upload-file.use-case.ts';
import type { DecodeFailure } from '../../shop-api-contract/decode-with.ts';
import { UploadRefusalCodes } from '../../shop-api-contract/product-server.codec.ts';
import { ERROR_CODES } from '../error-envelope.ts';
import { errorAnswer, type HttpAnswer } from '../http-answer.ts';

/** The multipart field the file goes in. */
export const FILE_FIELD = 'img';

/** Form fields are bounded in size: a longer one is refused rather than kept cut short. */
export const MAX_FIELD_BYTES = 1024;

/** Why an upload's form cannot be taken, before its file is looked at. */
export type UploadFormError =
  | { readonly type: 'NotMultipart' }
  | { readonly type: 'FieldTooLong' }
  | { readonly type: 'StrayFile' }
  | { readonly type: 'NoFile' }
  | DecodeFailure;

/** The one mapping from an upload's errors to HTTP status and envelope. */
export const uploadErrorAnswer = errorMapping<UploadFormError | UploadFileError>(
  [400, 413, 415, 422, 503],
  (request: FastifyRequest, error: UploadFormError | UploadFileError): HttpAnswer => {
    const invalidImage = (code: number, message: string) =>
      errorAnswer(422, code, message, [{ field: FILE_FIELD, message }]);
    switch (error.type) {
      case 'NotMultipart':
        return errorAnswer(415, ERROR_CODES.unsupportedMediaType, 'Send multipart/form-data with the file in `img`');
      case 'FieldTooLong':
        return errorAnswer(413, ERROR_CODES.payloadTooLarge, `Form fields are limited to ${MAX_FIELD_BYTES} bytes`);
      case 'StrayFile':
        return errorAnswer(400, ERROR_CODES.badRequest, 'The file goes in the `img` field');
      case 'DecodeFailure':
        return errorAnswer(400, ERROR_CODES.badRequest, error.errors.join('; '));
      case 'NoFile':
        return errorAnswer(400, ERROR_CODES.badRequest, 'img: expected a file, got nothing');
      case 'UploadTooLarge':
        return errorAnswer(413, UploadRefusalCodes.tooLarge, `The file is larger than ${error.maxBytes} bytes`);
      case 'UnsupportedUpload':
        return errorAnswer(
          415,
          UploadRefusalCodes.unsupported,
          'Only images, PDF and ZIP files are accepted, named for what they contain',
        );
      case 'TooManyPixels':
        return invalidImage(
          UploadRefusalCodes.tooManyPixels,
          `The image has more than ${error.maxPixels / 1_000_000} megapixels`,
        );
      case 'ImageUnreadable':
      case 'ImageProcessingFailure':
        return invalidImage(UploadRefusalCodes.unreadable, 'The image could not be read');
      case 'BlobStoreFailure':
      case 'RepositoryFailure':
        request.log.error({ cause: error.cause }, 'upload storage failed');
        return errorAnswer(503, ERROR_CODES.internal, 'Uploads are unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);

export type UploadedImageError = { readonly type: 'UploadedImageNotFound' } | BlobStoreFailure;

/** The one mapping from reading an upload's image variant to HTTP status and envelope. */
export const uploadedImageErrorAnswer = errorMapping<UploadedImageError>(
  [404, 503],
  (request: FastifyRequest, error: UploadedImageError): HttpAnswer => {
    switch (error.type) {
      case 'UploadedImageNotFound':
        return errorAnswer(404, ERROR_CODES.notFound, 'No such image');
      case 'BlobStoreFailure':
        request.log.error({ cause: error.cause }, 'uploaded image could not be read');
        return errorAnswer(503, ERROR_CODES.internal, 'Images are unavailable, try again shortly');
      default:
        return error satisfies never;
    }
  },
);
