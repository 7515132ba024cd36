/** The part of s3rver (which ships no types) that the tests use. */
declare module "s3rver" {
  import type { RequestListener } from "node:http";

  interface S3rverOptions {
    /** Where the buckets are kept on disk. */
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Where objects are kept; its methods serve the requests. */
    store: { deleteObject(bucket: string, key: string): Promise<void> };
    /** The request handler, to serve it from our own HTTP server. */
    getMiddleware(): RequestListener;
  }
}
