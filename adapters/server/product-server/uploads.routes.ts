import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
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
import { FileParams, UploadCodec } from '../../shop-api-contract/product-server.codec.ts';
import { rateLimitedByIp, type RateLimitCheck } from '../rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { answered, fromParams, rawRoute, route, type RouteDecoder } from '../route.ts';
import { sendImmutableImage, type ServedImage } from './immutable-image.ts';
import {
  FILE_FIELD,
  MAX_FIELD_BYTES,
  uploadedImageErrorAnswer,
  uploadErrorAnswer,
  type UploadedImageError,
  type UploadFormError,
} from './upload-errors.ts';

export type UploadRoutesDeps = {
  readonly uploadFile: (input: UploadFileInput) => ResultAsync<UploadReceipt, UploadFileError>;
  readonly readBlob: (key: string) => ResultAsync<Uint8Array | null, BlobStoreFailure>;
  readonly checkRateLimit: RateLimitCheck;
};

/** Extra form fields are kept with the upload, so they are bounded in number and size. */
export const MAX_EXTRA_FIELDS = 20;

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

/** The upload's form as read from the request: it streams, so it is read while the route runs. */
type UploadRequest = { readonly multipart: boolean; readonly form: () => Promise<UploadForm> };

const multipartUpload: RouteDecoder<UploadRequest> = {
  read: (request) => ok({ multipart: request.isMultipart(), form: () => readForm(request) }),
  codecs: {},
};

/** The use case's input from a form read whole, or why the form cannot be taken. */
const uploadInputOf = (form: UploadForm): Result<UploadFileInput, UploadFormError> => {
  if (form.truncatedField) return err({ type: 'FieldTooLong' });
  if (form.strayFile) return err({ type: 'StrayFile' });
  const carrier = decodeWith(ExtSessionCarrier)({ ext_session_id: form.fields.get('ext_session_id') });
  if (carrier.isErr()) return err(carrier.error);
  if (form.file === undefined) return err({ type: 'NoFile' });
  const fields = Object.fromEntries([...form.fields].filter(([name]) => name !== 'ext_session_id'));
  return ok({ sessionId: carrier.value.ext_session_id, fileName: form.file.fileName, bytes: form.file.bytes, fields });
};

/** An upload's variant, by the name its receipt gave it. */
const variantOf = (file: string) => {
  const [, id, width, format] = VARIANT_FILE.exec(file) ?? [];
  return id === undefined || width === undefined || format === undefined || !isImageFormat(format)
    ? undefined
    : { key: uploadVariantKey(id, Number(width), format), contentType: IMAGE_MIME_TYPES[format] };
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
    answered(
      route({
        decode: multipartUpload,
        run: ({ multipart, form }) =>
          multipart
            ? ResultAsync.fromSafePromise(form())
                .andThen(uploadInputOf)
                .andThen((input) => deps.uploadFile(input))
            : errAsync({ type: 'NotMultipart' as const }),
        errors: uploadErrorAnswer,
        status: 201,
        answer: UploadCodec,
      }),
    ),
  );

  app.get(
    '/images/uploads/:file',
    { schema: { tags: ['product-server'], summary: 'One re-encoded variant of an uploaded image' } },
    rawRoute({
      decode: fromParams(FileParams),
      run: ({ file }): ResultAsync<ServedImage, UploadedImageError> => {
        const variant = variantOf(file);
        if (variant === undefined) return errAsync({ type: 'UploadedImageNotFound' });
        return deps
          .readBlob(variant.key)
          .andThen((bytes) =>
            bytes === null
              ? errAsync({ type: 'UploadedImageNotFound' as const })
              : okAsync({ bytes, contentType: variant.contentType }),
          );
      },
      errors: uploadedImageErrorAnswer,
      send: sendImmutableImage,
    }),
  );
};
