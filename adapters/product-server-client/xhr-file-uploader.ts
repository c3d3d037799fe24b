import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { shouldRetry } from '../../core/protocol/retry-policy.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '../../core/domain/media/upload-acceptance.ts';
import type {
  FileUploader,
  SentUpload,
  UploadError,
  UploadProgress,
} from '../../core/storefront/media/file-uploader.port.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';
import { UploadRefusalCodes, UploadResponse } from '../shop-api-contract/product-server.codec.ts';

export const UPLOAD_PATH = '/images/upload';

/** A slow phone connection sends a 12 MB photo in about two minutes; a stalled upload is given up after that. */
export const UPLOAD_TIMEOUT_MS = 180_000;

const FILE_FIELD = 'img';
const SESSION_FIELD = 'ext_session_id';

export type UploadWindow = { readonly XMLHttpRequest: typeof XMLHttpRequest; readonly FormData: typeof FormData };

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Each refusal's envelope code, so the shopper reads why in the store's language, never the server's English. */
const refusalOf = (code: number | undefined): UploadError | undefined => {
  switch (code) {
    case UploadRefusalCodes.tooLarge:
      return { type: 'UploadTooLarge', maxBytes: MAX_UPLOAD_BYTES };
    case UploadRefusalCodes.unsupported:
      return { type: 'UnsupportedUpload' };
    case UploadRefusalCodes.tooManyPixels:
      return { type: 'TooManyPixels', maxPixels: MAX_UPLOAD_PIXELS };
    case UploadRefusalCodes.unreadable:
      return { type: 'UploadUnreadable' };
    default:
      return undefined;
  }
};

/** One mapping from the server's answer to the upload's outcome: by the refusal's code, else by its status. */
const outcomeOf = (status: number, body: unknown): Result<SentUpload, UploadError> => {
  const answer = decodeWith(UploadResponse)(body);
  if (status === 201) {
    return answer.match(
      (decoded): Result<SentUpload, UploadError> => {
        if (!decoded.success) return err({ type: 'UploadFailed' });
        const { id, kind, width, height } = decoded.data;
        return ok({ id, kind, ...(width !== null && height !== null ? { size: { width, height } } : {}) });
      },
      () => err({ type: 'UploadFailed' }),
    );
  }
  const code = answer.isOk() && !answer.value.success ? answer.value.error.code : undefined;
  // A proxy's or the framework's own 413 carries no envelope of ours: the status alone says it.
  const refusal = refusalOf(code) ?? refusalOf(status === 413 ? UploadRefusalCodes.tooLarge : undefined);
  if (refusal !== undefined && status >= 400 && status < 500) return err(refusal);
  return status >= 400 && status < 500 ? err({ type: 'UploadRefused', status }) : err({ type: 'UploadFailed' });
};

/**
 * POST /images/upload as multipart (`img`, `ext_session_id` and the extra fields) through XMLHttpRequest,
 * whose upload events report progress (fetch has none). Retried once on a transient status, as every
 * non-idempotent request of the storefront is (spec 7).
 */
export const xhrFileUploader = (win: UploadWindow, extSessionId: () => string, origin = ''): FileUploader<Blob> => ({
  upload: (file, fields, onProgress) => {
    const form = new win.FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (name !== FILE_FIELD && name !== SESSION_FIELD) form.append(name, value);
    }
    form.append(SESSION_FIELD, extSessionId());
    // The file last: the server reads the small fields before the file streams in.
    form.append(FILE_FIELD, file.content, file.fileName);

    const attempt = (attemptNumber: number): Promise<Result<SentUpload, UploadError>> =>
      new Promise<{ status: number; body: unknown }>((resolve) => {
        const xhr = new win.XMLHttpRequest();
        xhr.open('POST', `${origin}${UPLOAD_PATH}`);
        xhr.setRequestHeader('accept', 'application/json');
        xhr.timeout = UPLOAD_TIMEOUT_MS;
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total } satisfies UploadProgress);
        });
        xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parse(xhr.responseText) }));
        for (const failure of ['error', 'abort', 'timeout'] as const) {
          xhr.addEventListener(failure, () => resolve({ status: 0, body: null }));
        }
        xhr.send(form);
      }).then(({ status, body }) =>
        shouldRetry({ method: 'POST', status, attempt: attemptNumber })
          ? attempt(attemptNumber + 1)
          : outcomeOf(status, body),
      );

    return new ResultAsync(attempt(1));
  },
});
