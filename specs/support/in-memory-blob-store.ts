import { okAsync } from 'neverthrow';
import type { BlobStore } from '../../core/shop/media/blob-store.port.ts';

/** The fake BlobStore: the same contract as the filesystem one, kept in a Map the spec can look into. */
export const inMemoryBlobStore = () => {
  const blobs = new Map<string, Uint8Array>();
  const store: BlobStore = {
    put: (key, bytes) => okAsync(void blobs.set(key, Uint8Array.from(bytes))),
    get: (key) => okAsync(blobs.has(key) ? Uint8Array.from(blobs.get(key) as Uint8Array) : null),
  };
  return { store, blobs };
};
