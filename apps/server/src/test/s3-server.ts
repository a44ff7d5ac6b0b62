import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver, speaking the S3 REST protocol on 127.0.0.1) with one empty bucket. */
export async function startTestS3(bucket = "wenku-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      WENKU_STORAGE: "s3",
      WENKU_S3_ENDPOINT: endpoint,
      WENKU_S3_BUCKET: bucket,
      WENKU_S3_REGION: "us-east-1",
      WENKU_S3_ACCESS_KEY_ID: "S3RVER",
      WENKU_S3_SECRET_ACCESS_KEY: "S3RVER",
      WENKU_S3_PREFIX: "site-a",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
