import { ResultAsync } from 'neverthrow';
import type { RepositoryFailure } from '../../core/shop/catalogue/design-repository.port.ts';
import type { UploadRepository } from '../../core/shop/media/upload-repository.port.ts';
import type { ShopDatabase } from './database.ts';
import { uploads } from './schema/index.ts';

const failure = (cause: unknown): RepositoryFailure => ({ type: 'RepositoryFailure', cause: String(cause) });

export const postgresUploadRepository = (db: ShopDatabase): UploadRepository => ({
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
});
