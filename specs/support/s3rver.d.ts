// s3rver ships no types: the little the S3 test server uses of it.
declare module 's3rver' {
  export type S3rverOptions = {
    readonly port?: number;
    readonly address?: string;
    readonly silent?: boolean;
    readonly directory: string;
    readonly configureBuckets?: readonly { readonly name: string }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ readonly address: string; readonly port: number }>;
    close(): Promise<void>;
    /** Its filesystem store, whose object writes the test server replaces. */
    readonly store: unknown;
  }
}
