import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errAsync, ResultAsync } from 'neverthrow';
import type { BlobStore, BlobStoreFailure } from '../../core/shop/media/blob-store.port.ts';
import { invalidBlobKey, isBlobKey } from './blob-key.ts';

const failure = (cause: unknown): BlobStoreFailure => ({ type: 'BlobStoreFailure', cause: String(cause) });

// A key that only begins other keys ('uploads/a' of 'uploads/a/original') is a directory here, and holds no blob.
const isMissing = (error: unknown) => ['ENOENT', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Blobs as files under one directory (DATA_DIR/blobs); written to a temporary name, then renamed into place. */
export const filesystemBlobStore = (directory: string): BlobStore => {
  const fileOf = (key: string) => path.join(directory, ...key.split('/'));
  let writes = 0;
  return {
    put: (key, bytes) => {
      if (!isBlobKey(key)) return errAsync(failure(invalidBlobKey(key)));
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.${(writes += 1)}.tmp`;
      return ResultAsync.fromPromise(
        mkdir(path.dirname(file), { recursive: true })
          .then(() => writeFile(temporary, bytes))
          .then(() => rename(temporary, file)),
        failure,
      );
    },
    get: (key) => {
      if (!isBlobKey(key)) return errAsync(failure(invalidBlobKey(key)));
      return ResultAsync.fromPromise(
        readFile(fileOf(key)).then(
          (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
          (error: unknown) => {
            if (isMissing(error)) return null;
            throw error;
          },
        ),
        failure,
      );
    },
  };
};
