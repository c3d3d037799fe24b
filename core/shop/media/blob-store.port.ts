import type { ResultAsync } from 'neverthrow';

export type BlobStoreFailure = { readonly type: 'BlobStoreFailure'; readonly cause: string };

/**
 * Where the shop keeps binary files (pictures, uploads, previews, print files, invoices), one store for every instance.
 * Keys are '/'-joined segments of [A-Za-z0-9._-], none starting with a dot; any other key is refused.
 */
export interface BlobStore {
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written blob. */
  put(key: string, bytes: Uint8Array): ResultAsync<void, BlobStoreFailure>;
  /** The bytes stored under the key, or null when nothing is. */
  get(key: string): ResultAsync<Uint8Array | null, BlobStoreFailure>;
}
