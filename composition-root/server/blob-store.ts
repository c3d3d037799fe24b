import path from 'node:path';
import { filesystemBlobStore } from '../../adapters/blob-store/filesystem-blob-store.ts';
import { s3BlobStore, s3ClientOf } from '../../adapters/blob-store/s3-blob-store.ts';
import type { BlobStore } from '../../core/shop/media/blob-store.port.ts';
import type { ServerConfig } from './config.ts';

/** The shop's one blob store and how to let go of it. */
export type OpenBlobStore = { readonly blobs: BlobStore; readonly close: () => void };

/** The configured blob store, for every use (media, uploads, previews, print files, invoices, the CLI). */
export const openBlobStore = (config: ServerConfig, appRoot: string): OpenBlobStore => {
  if (config.blobStore.kind === 'filesystem') {
    return { blobs: filesystemBlobStore(path.resolve(appRoot, config.dataDir, 'blobs')), close: () => {} };
  }
  const client = s3ClientOf(config.blobStore);
  return { blobs: s3BlobStore(client, config.blobStore.bucket), close: () => client.destroy() };
};
