import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../composition-root/server/config.ts';

const R2 = {
  BLOB_STORE: 's3',
  S3_BUCKET: 'estampa-blobs',
  S3_REGION: 'auto',
  S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
  S3_ACCESS_KEY_ID: 'r2-key-id-0123',
  S3_SECRET_ACCESS_KEY: 'r2+secret/0123456789abcdef',
};

describe('BLOB_STORE and the S3_* variables', () => {
  it('keeps blobs in DATA_DIR/blobs when nothing is set', () => {
    expect(readServerConfig({})._unsafeUnwrap().blobStore).toEqual({ kind: 'filesystem' });
    expect(readServerConfig({ BLOB_STORE: 'filesystem' })._unsafeUnwrap().blobStore).toEqual({ kind: 'filesystem' });
  });

  it('reads a Cloudflare R2 bucket: its endpoint, region auto and a key pair', () => {
    expect(readServerConfig(R2)._unsafeUnwrap().blobStore).toEqual({
      kind: 's3',
      bucket: 'estampa-blobs',
      region: 'auto',
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      forcePathStyle: false,
      credentials: { accessKeyId: 'r2-key-id-0123', secretAccessKey: 'r2+secret/0123456789abcdef' },
    });
  });

  it("reads an AWS S3 bucket by region alone, with the SDK's own credentials, and MinIO's path style", () => {
    const aws = readServerConfig({ BLOB_STORE: 'S3', S3_BUCKET: 'shop.blobs-1', S3_REGION: 'eu-west-1' });
    expect(aws._unsafeUnwrap().blobStore).toEqual({
      kind: 's3',
      bucket: 'shop.blobs-1',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const minio = readServerConfig({ ...R2, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(minio._unsafeUnwrap().blobStore).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it('refuses an unknown store, naming the variable', () => {
    expect(readServerConfig({ BLOB_STORE: 'nfs' })._unsafeUnwrapErr()).toEqual([
      'BLOB_STORE must be filesystem or s3 (got "nfs")',
    ]);
  });

  it('names every bad S3 variable and what it must be', () => {
    const problems = readServerConfig({
      ...R2,
      S3_BUCKET: 'Estampa_Blobs',
      S3_REGION: 'EU West',
      S3_ENDPOINT: 'https://r2.example/bucket',
      S3_FORCE_PATH_STYLE: 'yes',
    })._unsafeUnwrapErr();
    expect(problems).toEqual([
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "Estampa_Blobs")',
      'S3_REGION must be a region such as eu-west-1 (\'auto\' for Cloudflare R2) (got "EU West")',
      'S3_ENDPOINT must be an origin such as http://minio:9000 or https://<account>.r2.cloudflarestorage.com (no path) (got "https://r2.example/bucket")',
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    ]);
  });

  it('names a bad key without repeating it', () => {
    const problems = readServerConfig({ ...R2, S3_SECRET_ACCESS_KEY: 'pasted with a space' })._unsafeUnwrapErr();
    expect(problems).toEqual(['S3_SECRET_ACCESS_KEY must be 1 to 256 characters without spaces (its value not shown)']);
  });

  it('needs a bucket and a region for s3, and both keys or neither', () => {
    expect(readServerConfig({ BLOB_STORE: 's3', S3_ACCESS_KEY_ID: 'id-only' })._unsafeUnwrapErr()).toEqual([
      'S3_BUCKET must be set when BLOB_STORE is s3',
      "S3_REGION must be set when BLOB_STORE is s3 ('auto' for Cloudflare R2)",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or neither for the SDK's own (AWS_* variables, an instance role)",
    ]);
  });

  it('refuses S3 variables the filesystem store would silently ignore', () => {
    const { BLOB_STORE: _, ...withoutStore } = R2;
    expect(readServerConfig(withoutStore)._unsafeUnwrapErr()).toEqual([
      'BLOB_STORE must be s3 when S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set',
    ]);
  });
});
