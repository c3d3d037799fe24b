import type { ResultAsync } from 'neverthrow';
import type { ImageFormat } from '../../domain/media/image-format.ts';
import type { SessionId } from '../../domain/session/session-id.ts';
import type { RepositoryFailure } from '../repository-failure.ts';

export type UploadVariant = { readonly format: ImageFormat; readonly width: number; readonly key: string };

/** One accepted upload: where its original and its re-encoded variants are kept. */
export type UploadRecord = {
  readonly id: string;
  readonly sessionId: SessionId;
  readonly mimeType: string;
  readonly bytes: number;
  readonly blobKey: string;
  readonly variants: readonly UploadVariant[];
  /** The original image's pixels; null for PDF and ZIP. */
  readonly width: number | null;
  readonly height: number | null;
  /** The form's extra fields, as sent. */
  readonly fields: Readonly<Record<string, string>>;
  /** Epoch milliseconds. */
  readonly createdAt: number;
};

/** Where uploads are recorded. */
export interface UploadRepository {
  save(upload: UploadRecord): ResultAsync<void, RepositoryFailure>;
}

/** Who sent an upload, so another request may refer to it only from the same session. */
export interface UploadOwners {
  /** The session that sent the upload, or undefined when there is no such upload. */
  sessionOf(uploadId: string): ResultAsync<SessionId | undefined, RepositoryFailure>;
}

/** An upload's original file, as it is kept for print and for whoever may download it. */
export type UploadFile = { readonly blobKey: string; readonly mimeType: string };

/** Where an upload's original is found. */
export interface UploadFiles {
  /** Undefined when there is no such upload. */
  fileOf(uploadId: string): ResultAsync<UploadFile | undefined, RepositoryFailure>;
}
