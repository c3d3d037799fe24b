import type { ResultAsync } from 'neverthrow';
import type {
  TooManyPixels,
  UnsupportedUpload,
  UploadKind,
  UploadTooLarge,
} from '../../domain/media/upload-acceptance.ts';

/** A file the visitor picked: what the browser says of it, and its content (a Blob in the browser). */
export type PickedFile<Content> = {
  readonly fileName: string;
  /** The browser's guess from the name; '' when it has none. */
  readonly declaredType: string;
  readonly bytes: number;
  readonly content: Content;
};

export type UploadProgress = { readonly loaded: number; readonly total: number };

/** The product server's receipt: the reference a later request carries, and an image's upright size as it read it. */
export type SentUpload = {
  readonly id: string;
  readonly kind: UploadKind;
  readonly size?: { readonly width: number; readonly height: number };
};

/** The server could not read the image it was sent (422). */
export type UploadUnreadable = { readonly type: 'UploadUnreadable' };
/** Any other refusal the server answered (4xx), e.g. too many uploads in a row. */
export type UploadRefused = { readonly type: 'UploadRefused'; readonly status: number };
/** No answer, or the server failed (5xx): worth trying again later. */
export type UploadFailed = { readonly type: 'UploadFailed' };

export type UploadError =
  UnsupportedUpload | UploadTooLarge | TooManyPixels | UploadUnreadable | UploadRefused | UploadFailed;

/** POST /images/upload (spec 7): multipart `img`, `ext_session_id` and extra fields. */
export interface FileUploader<Content> {
  /** Sends the file, reporting progress as it goes out. */
  upload(
    file: PickedFile<Content>,
    fields: Readonly<Record<string, string>>,
    onProgress: (progress: UploadProgress) => void,
  ): ResultAsync<SentUpload, UploadError>;
}
