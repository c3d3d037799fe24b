import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isBlobKey } from '../../../adapters/blob-store/blob-key.ts';
import { filesystemBlobStore } from '../../../adapters/blob-store/filesystem-blob-store.ts';
import { inMemoryBlobStore } from '../../support/in-memory-blob-store.ts';
import { describeBlobStoreContract } from './blob-store.contract.ts';

const directories: string[] = [];
const freshDirectory = async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'estampa-blobs-'));
  directories.push(directory);
  return directory;
};
afterAll(async () => {
  await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
});

describeBlobStoreContract('in-memory fake', async () => inMemoryBlobStore().store);
describeBlobStoreContract('filesystem', async () => filesystemBlobStore(await freshDirectory()));

describe('filesystemBlobStore', () => {
  it('accepts the keys the shop writes', () => {
    expect(['media/d0001-a101-240.avif', 'uploads/abc/640.webp', 'uploads/abc/original'].every(isBlobKey)).toBe(true);
  });

  it('leaves no temporary file behind and stores the blob under its key', async () => {
    const directory = await freshDirectory();
    await filesystemBlobStore(directory).put('media/x-240.webp', Uint8Array.from([7]));
    expect(await readdir(path.join(directory, 'media'))).toEqual(['x-240.webp']);
  });

  it('reports a failure when the directory cannot be written', async () => {
    const directory = await freshDirectory();
    const store = filesystemBlobStore(path.join(directory, 'file'));
    await filesystemBlobStore(directory).put('file', Uint8Array.from([1]));
    expect((await store.put('a', Uint8Array.from([1])))._unsafeUnwrapErr()).toMatchObject({ type: 'BlobStoreFailure' });
    expect((await store.get('a'))._unsafeUnwrapErr()).toMatchObject({ type: 'BlobStoreFailure' });
  });
});
