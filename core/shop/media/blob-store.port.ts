import type { ResultAsync } from 'neverthrow';

export type BlobStoreFailure = { readonly type: 'BlobStoreFailure'; readonly cause: string };

/** Where the shop keeps binary files: rendered pictures and uploads. Keys are '/'-joined segments of [A-Za-z0-9._-]. */
export interface BlobStore {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written blob. */
  put(key: string, bytes: Uint8Array): ResultAsync<void, BlobStoreFailure>;
  /** The bytes stored under the key, or null when nothing is. */
  get(key: string): ResultAsync<Uint8Array | null, BlobStoreFailure>;
}
