import fs from "node:fs";
import fsp from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import S3rver, { type FilesystemStore } from "s3rver";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** Every request the server received, as "GET /<bucket>/<key>" (no query), oldest first. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * s3rver answers a streamed PUT once its checksum stream has seen the bytes, before its file stream has written them,
 * so a GET right after could read an empty or short object. S3 reads its own writes: the PUT is answered here only
 * once the file holds every byte.
 */
function readAfterWrite(store: FilesystemStore) {
  const put = store.putObject.bind(store);
  store.putObject = async (object) => {
    const stored = await put(object);
    const file = store.getResourcePath(object.bucket, object.key, "object");
    while ((await fsp.stat(file)).size < stored.size) await new Promise((resolve) => setTimeout(resolve, 2));
    return stored;
  };
}

/** A local S3-compatible server (s3rver, speaking the S3 REST protocol on 127.0.0.1) with one empty bucket. */
export async function startTestS3(bucket = "wenku-test"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  readAfterWrite(server.store);
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
