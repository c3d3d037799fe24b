import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { IMAGE_MIME_TYPES, isImageFormat } from '../../../core/domain/media/image-format.ts';
import type { BlobStoreFailure } from '../../../core/shop/media/blob-store.port.ts';
import {
  MAX_UPLOAD_BYTES,
  uploadVariantKey,
  type UploadFileError,
  type UploadFileInput,
  type UploadReceipt,
} from '../../../core/shop/media/upload-file.use-case.ts';
import { decodeWith } from '../../shop-api-contract/decode-with.ts';
import { ExtSessionCarrier } from '../../shop-api-contract/ext-session.codec.ts';
import { ERROR_CODES, sendData, sendError } from '../error-envelope.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';

export type UploadRoutesDeps = {
  readonly uploadFile: (input: UploadFileInput) => ResultAsync<UploadReceipt, UploadFileError>;
  readonly readBlob: (key: string) => ResultAsync<Uint8Array | null, BlobStoreFailure>;
  readonly checkRateLimit: RateLimitCheck;
};

/** Extra form fields are kept with the upload, so they are bounded in number and size. */
export const MAX_EXTRA_FIELDS = 20;
export const MAX_FIELD_BYTES = 1024;

const FILE_FIELD = 'img';
const VARIANT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,5})\.([a-z]{3,4})$/;

type UploadForm = {
  readonly file: { readonly fileName: string; readonly bytes: Uint8Array } | undefined;
  readonly fields: ReadonlyMap<string, string>;
  readonly strayFile: boolean;
  /** A field name or value cut at the size limit: refused rather than kept cut short. */
  readonly truncatedField: boolean;
};

/** Reads every part; a file in any field but `img` is drained and reported, never kept. */
const readForm = async (request: FastifyRequest): Promise<UploadForm> => {
  let file: UploadForm['file'];
  let strayFile = false;
  let truncatedField = false;
  const fields = new Map<string, string>();
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      truncatedField ||= part.valueTruncated || part.fieldnameTruncated;
      fields.set(part.fieldname, String(part.value));
    } else if (part.fieldname === FILE_FIELD) file = { fileName: part.filename, bytes: await part.toBuffer() };
    else {
      strayFile = true;
      await part.toBuffer();
    }
  }
  return { file, fields, strayFile, truncatedField };
};

/** One exhaustive mapping from the upload use case's errors to HTTP. */
const sendUploadError = (reply: FastifyReply, error: UploadFileError) => {
  const invalidImage = (message: string) =>
    sendError(reply, 422, ERROR_CODES.validationFailed, message, [{ field: FILE_FIELD, message }]);
  switch (error.type) {
    case 'UploadTooLarge':
      return sendError(reply, 413, ERROR_CODES.payloadTooLarge, `The file is larger than ${error.maxBytes} bytes`);
    case 'UnsupportedUpload':
      return sendError(
        reply,
        415,
        ERROR_CODES.unsupportedMediaType,
        'Only images, PDF and ZIP files are accepted, named for what they contain',
      );
    case 'TooManyPixels':
      return invalidImage(`The image has more than ${error.maxPixels / 1_000_000} megapixels`);
    case 'ImageUnreadable':
    case 'ImageProcessingFailure':
      return invalidImage('The image could not be read');
    case 'BlobStoreFailure':
    case 'RepositoryFailure':
      reply.log.error({ cause: error.cause }, 'upload storage failed');
      return sendError(reply, 503, ERROR_CODES.internal, 'Uploads are unavailable, try again shortly');
    default:
      return error satisfies never;
  }
};

/** POST /images/upload (spec 7: multipart `img`, `ext_session_id` and extra fields) and the variants it made. */
export const uploadRoutes = (deps: UploadRoutesDeps) => async (app: FastifyInstance) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: MAX_EXTRA_FIELDS + 1,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 64,
      parts: MAX_EXTRA_FIELDS + 2,
      headerPairs: 50,
    },
  });

  app.post(
    '/images/upload',
    {
      schema: {
        tags: ['product-server'],
        summary: 'Upload an image, PDF or ZIP (multipart: img, ext_session_id, extra fields)',
      },
      preHandler: rateLimitedByIp(deps.checkRateLimit, RATE_LIMITS.upload),
      // The file plus its form fields and multipart framing.
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendError(
          reply,
          415,
          ERROR_CODES.unsupportedMediaType,
          'Send multipart/form-data with the file in `img`',
        );
      }
      const form = await readForm(request);
      if (form.truncatedField) {
        return sendError(
          reply,
          413,
          ERROR_CODES.payloadTooLarge,
          `Form fields are limited to ${MAX_FIELD_BYTES} bytes`,
        );
      }
      if (form.strayFile) return sendError(reply, 400, ERROR_CODES.badRequest, 'The file goes in the `img` field');
      const carrier = decodeWith(ExtSessionCarrier)({ ext_session_id: form.fields.get('ext_session_id') });
      if (carrier.isErr()) return sendError(reply, 400, ERROR_CODES.badRequest, carrier.error.errors.join('; '));
      if (form.file === undefined)
        return sendError(reply, 400, ERROR_CODES.badRequest, 'img: expected a file, got nothing');
      const fields = Object.fromEntries([...form.fields].filter(([name]) => name !== 'ext_session_id'));
      const receipt = await deps.uploadFile({
        sessionId: carrier.value.ext_session_id,
        fileName: form.file.fileName,
        bytes: form.file.bytes,
        fields,
      });
      return receipt.match(
        (data) => sendData(reply.status(201), data),
        (error) => sendUploadError(reply, error),
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    '/images/uploads/:file',
    { schema: { tags: ['product-server'], summary: 'One re-encoded variant of an uploaded image' } },
    async (request, reply) => {
      const [, id, width, format] = VARIANT_FILE.exec(request.params.file) ?? [];
      if (id === undefined || width === undefined || format === undefined || !isImageFormat(format)) {
        return sendError(reply, 404, ERROR_CODES.notFound, 'No such image');
      }
      const bytes = await deps.readBlob(uploadVariantKey(id, Number(width), format));
      if (bytes.isErr())
        return sendError(reply, 503, ERROR_CODES.internal, 'Images are unavailable, try again shortly');
      if (bytes.value === null) return sendError(reply, 404, ERROR_CODES.notFound, 'No such image');
      return reply
        .type(IMAGE_MIME_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes.value));
    },
  );
};
