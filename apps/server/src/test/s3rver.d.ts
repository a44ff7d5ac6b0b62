declare module "s3rver" {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string }>;
  }
  /** Its file store (lib/stores/filesystem.js): the members test/s3-server.ts uses. */
  export interface FilesystemStore {
    putObject(object: { bucket: string; key: string }): Promise<{ size: number; md5: string }>;
    getResourcePath(bucket: string, key: string, resource: "object"): string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    /** The HTTP server, once run() resolved. */
    httpServer?: import("node:http").Server;
    store: FilesystemStore;
    close(): Promise<void>;
  }
}
