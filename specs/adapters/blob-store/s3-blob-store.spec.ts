import { afterAll, describe, expect, it } from 'vitest';
import { s3BlobStore, s3ClientOf, type S3Settings } from '../../../adapters/blob-store/s3-blob-store.ts';
import { startS3TestServer } from '../../support/s3-test-server.ts';
import { describeBlobStoreContract } from './blob-store.contract.ts';

const server = await startS3TestServer();

if ('unavailable' in server) {
  console.info(`S3 blob store specs skipped: ${server.unavailable}`);
  describe.skip('S3 blob store (s3rver could not start)', () => it('needs s3rver', () => {}));
} else {
  const clients: { destroy(): void }[] = [];
  const storeOn = (settings: S3Settings) => {
    const client = s3ClientOf(settings);
    clients.push(client);
    return s3BlobStore(client, settings.bucket);
  };
  afterAll(async () => {
    clients.forEach((client) => client.destroy());
    await server.close();
  });

  describeBlobStoreContract('S3 (s3rver 3.7)', async () => storeOn(await server.freshBucket()));

  describe('s3BlobStore', () => {
    it('fails, rather than finding nothing, when the bucket does not exist', async () => {
      const store = storeOn({ ...(await server.freshBucket()), bucket: 'no-such-bucket' });
      expect((await store.get('media/x-240.webp'))._unsafeUnwrapErr()).toEqual({
        type: 'BlobStoreFailure',
        cause: 'NoSuchBucket: The specified bucket does not exist',
      });
      expect((await store.put('media/x-240.webp', Uint8Array.from([1])))._unsafeUnwrapErr()).toMatchObject({
        type: 'BlobStoreFailure',
        cause: expect.stringContaining('NoSuchBucket'),
      });
    });

    it('names a refused key pair without telling either key', async () => {
      const credentials = { accessKeyId: 'AKIASPECUNKNOWN00000', secretAccessKey: 'spec-secret-never-told-0123456789' };
      const store = storeOn({ ...(await server.freshBucket()), credentials });
      const refused = (await store.get('media/x-240.webp'))._unsafeUnwrapErr();
      expect(refused.cause).toMatch(/^InvalidAccessKeyId: /);
      expect(refused.cause).not.toContain(credentials.accessKeyId);
      expect(refused.cause).not.toContain(credentials.secretAccessKey);
    });

    it('fails when the store cannot be reached', async () => {
      const settings = await server.freshBucket();
      const store = storeOn({ ...settings, endpoint: 'http://127.0.0.1:9' });
      expect((await store.get('media/x-240.webp'))._unsafeUnwrapErr()).toMatchObject({
        type: 'BlobStoreFailure',
        cause: expect.stringContaining('ECONNREFUSED'),
      });
    });
  });
}
