import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { errAsync, ResultAsync } from 'neverthrow';
import type { BlobStore, BlobStoreFailure } from '../../core/shop/media/blob-store.port.ts';
import { invalidBlobKey, isBlobKey } from './blob-key.ts';

/** Where the bucket is and who may use it: AWS S3, MinIO, Cloudflare R2 or another S3-compatible store. */
export type S3Settings = {
  readonly bucket: string;
  /** The bucket's region; Cloudflare R2 takes 'auto'. */
  readonly region: string;
  /** The server's origin for MinIO, R2 and the like; unset for AWS S3, which the SDK finds from the region. */
  readonly endpoint: string | undefined;
  /** The bucket in the path (`host/bucket/key`) instead of the host name (`bucket.host/key`): MinIO needs it. */
  readonly forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, shared config, the instance's or task's role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
};

/** Waits this long for a connection, then this long for a silent socket, so a stuck store fails a request. */
const CONNECTION_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 30_000;

/** A client for the settings; its owner destroys it when the shop stops. */
export const s3ClientOf = (settings: S3Settings): S3Client =>
  new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials === undefined ? {} : { credentials: { ...settings.credentials } }),
    // The SDK's default checksums frame a streamed body as aws-chunked, which s3rver stored framing and all;
    // checksums only where S3 requires them is what MinIO and R2 expect too.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS },
  });

// The SDK's error name and message only: never the request, whose headers carry the signature.
const failure = (cause: unknown): BlobStoreFailure => ({
  type: 'BlobStoreFailure',
  cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
});

// A missing key is an answer; a missing bucket is a misconfigured shop and must not read as "no such blob".
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));

/** Blobs as objects in one bucket, each under its key; one PutObject each, which S3 publishes whole or not at all. */
export const s3BlobStore = (client: S3Client, bucket: string): BlobStore => ({
  put: (key, bytes) => {
    if (!isBlobKey(key)) return errAsync(failure(invalidBlobKey(key)));
    return ResultAsync.fromPromise(
      client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes })).then(() => undefined),
      failure,
    );
  },
  get: (key) => {
    if (!isBlobKey(key)) return errAsync(failure(invalidBlobKey(key)));
    return ResultAsync.fromPromise(
      client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).then(
        (answer) => {
          if (answer.Body === undefined) throw new Error(`GetObject ${key} answered without a body`);
          return answer.Body.transformToByteArray();
        },
        (error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        },
      ),
      failure,
    );
  },
});
