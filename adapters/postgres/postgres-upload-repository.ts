import { eq } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { UploadOwners, UploadRepository } from '../../core/shop/media/upload-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { uploads } from './schema/index.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresUploadRepository = (db: ShopDatabase): UploadRepository & UploadOwners => ({
  save: (upload) =>
    ResultAsync.fromPromise(
      db.insert(uploads).values({
        id: upload.id,
        sessionId: upload.sessionId,
        mimeType: upload.mimeType,
        bytes: upload.bytes,
        blobKey: upload.blobKey,
        variants: upload.variants.map((variant) => ({ ...variant })),
        fields: { ...upload.fields },
        createdAt: new Date(upload.createdAt),
      }),
      failure,
    ).map(() => undefined),

  sessionOf: (uploadId) =>
    ResultAsync.fromPromise(
      db.select({ sessionId: uploads.sessionId }).from(uploads).where(eq(uploads.id, uploadId)),
      failure,
    ).map(([row]) => row?.sessionId as SessionId | undefined),
});
