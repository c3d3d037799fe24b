import { errAsync, okAsync } from 'neverthrow';
import { invalidBlobKey, isBlobKey } from '../../adapters/blob-store/blob-key.ts';
import type { BlobStore, BlobStoreFailure } from '../../core/shop/media/blob-store.port.ts';

const refused = (key: string) =>
  errAsync<never, BlobStoreFailure>({ type: 'BlobStoreFailure', cause: invalidBlobKey(key) });

/** The fake BlobStore: the same contract as the filesystem and S3 ones, kept in a Map the spec can look into. */
export const inMemoryBlobStore = () => {
  const blobs = new Map<string, Uint8Array>();
  const store: BlobStore = {
    put: (key, bytes) => (isBlobKey(key) ? okAsync(void blobs.set(key, Uint8Array.from(bytes))) : refused(key)),
    get: (key) => {
      if (!isBlobKey(key)) return refused(key);
      return okAsync(blobs.has(key) ? Uint8Array.from(blobs.get(key) as Uint8Array) : null);
    },
  };
  return { store, blobs };
};
