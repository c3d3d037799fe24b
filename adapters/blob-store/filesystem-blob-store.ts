import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errAsync, ResultAsync } from 'neverthrow';
import type { BlobStore, BlobStoreFailure } from '../../core/shop/media/blob-store.port.ts';

/** Segments of letters, digits, '.', '_' and '-' that never start with a dot: no key can leave the directory. */
export const isBlobKey = (key: string): boolean =>
  key.length <= 512 && key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment));

const failure = (cause: unknown): BlobStoreFailure => ({ type: 'BlobStoreFailure', cause: String(cause) });

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Blobs as files under one directory (DATA_DIR/blobs); written to a temporary name, then renamed into place. */
export const filesystemBlobStore = (directory: string): BlobStore => {
  const fileOf = (key: string) => path.join(directory, ...key.split('/'));
  let writes = 0;
  return {
    put: (key, bytes) => {
      if (!isBlobKey(key)) return errAsync(failure(`Invalid blob key ${JSON.stringify(key)}`));
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
      if (!isBlobKey(key)) return errAsync(failure(`Invalid blob key ${JSON.stringify(key)}`));
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
