import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** Every request the server received, as "GET /<bucket>/<key>" (no query), oldest first. */
  requests: string[];
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver, speaking the S3 REST protocol on 127.0.0.1) with one empty bucket. */
export async function startTestS3(bucket = "wenku-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const requests: string[] = [];
  server.httpServer?.on("request", (request: IncomingMessage) => requests.push(`${request.method} ${decodeURIComponent((request.url ?? "").split("?")[0])}`));
  return {
    endpoint,
    bucket,
    requests,
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
