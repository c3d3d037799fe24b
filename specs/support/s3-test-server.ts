import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientOf, type S3Settings } from '../../adapters/blob-store/s3-blob-store.ts';

/** s3rver's own account: it checks every request's signature against these. */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** A local S3-compatible server for specs, on a free loopback port, its objects in a temporary directory. */
export type S3TestServer = {
  readonly endpoint: string;
  /** A new, empty bucket: one store's blobs that no other spec's store sees. */
  readonly freshBucket: () => Promise<S3Settings>;
  readonly close: () => Promise<void>;
};

/** The environment that points a shop, or its CLI, at the bucket. */
export const s3EnvOf = (settings: S3Settings): NodeJS.ProcessEnv => ({
  BLOB_STORE: 's3',
  S3_BUCKET: settings.bucket,
  S3_REGION: settings.region,
  S3_ENDPOINT: settings.endpoint,
  S3_FORCE_PATH_STYLE: String(settings.forcePathStyle),
  S3_ACCESS_KEY_ID: settings.credentials?.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.credentials?.secretAccessKey,
});

type ObjectToStore = {
  readonly bucket: string;
  readonly key: string;
  readonly content: Buffer | Readable;
  readonly metadata: Record<string, string>;
};

type FilesystemStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObject(object: ObjectToStore): Promise<{ readonly size: number; readonly md5: string }>;
};

/**
 * s3rver writes an object in place, where a reader or a second writer meets it half-written (measured: 4 of 20 pairs
 * of concurrent 4 MB puts interleaved, and reads during a put failed or came back short); S3, MinIO and R2 publish an
 * object whole. Its store is given their behaviour: each put written beside the object, then renamed over it.
 */
const publishObjectsWhole = (store: FilesystemStore) => {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${randomUUID()}.partial`;
    const md5 = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(content, measure, createWriteStream(partial));
    await rename(partial, objectPath);
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
};

/** Starts s3rver 3.7 in this process (~20 ms); answers why not when it cannot start, so the caller can say so. */
export const startS3TestServer = async (): Promise<S3TestServer | { readonly unavailable: string }> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'estampa-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  publishObjectsWhole(server.store as FilesystemStore);
  const started = await server.run().then(
    (address) => address,
    (error: unknown) => ({ unavailable: `s3rver could not start: ${String(error)}` }),
  );
  if ('unavailable' in started) {
    await rm(directory, { recursive: true, force: true });
    return started;
  }
  const endpoint = `http://127.0.0.1:${started.port}`;
  const settingsOf = (bucket: string): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: ACCOUNT,
  });
  const client = s3ClientOf(settingsOf('any'));
  let buckets = 0;
  return {
    endpoint,
    freshBucket: async () => {
      const bucket = `spec-bucket-${(buckets += 1)}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return settingsOf(bucket);
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
