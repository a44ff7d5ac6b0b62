import path from "node:path";
import { LocalStorage } from "./local-storage.js";
import { S3Storage } from "./s3-storage.js";
import type { Storage } from "./storage.js";

/**
 * Storage is chosen by the environment:
 * - WENKU_STORAGE=local (default): files under WENKU_STORAGE_DIR, by default `<data dir>/storage`;
 * - WENKU_STORAGE=s3: WENKU_S3_BUCKET, WENKU_S3_ENDPOINT (empty = AWS), WENKU_S3_REGION, WENKU_S3_ACCESS_KEY_ID,
 *   WENKU_S3_SECRET_ACCESS_KEY, WENKU_S3_FORCE_PATH_STYLE (default true with an endpoint), WENKU_S3_PREFIX.
 */
export function createStorageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  const kind = (env.WENKU_STORAGE ?? "local").trim().toLowerCase();
  if (kind === "s3") {
    const bucket = env.WENKU_S3_BUCKET?.trim();
    if (!bucket) throw new Error("WENKU_STORAGE=s3 needs WENKU_S3_BUCKET");
    const endpoint = env.WENKU_S3_ENDPOINT?.trim() || undefined;
    const prefix = (env.WENKU_S3_PREFIX ?? "").trim().replace(/^\/+/, "");
    return new S3Storage({
      endpoint,
      bucket,
      region: env.WENKU_S3_REGION?.trim() || "us-east-1",
      accessKeyId: env.WENKU_S3_ACCESS_KEY_ID,
      secretAccessKey: env.WENKU_S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.WENKU_S3_FORCE_PATH_STYLE ? env.WENKU_S3_FORCE_PATH_STYLE === "true" : Boolean(endpoint),
      prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
    });
  }
  if (kind !== "local") throw new Error(`WENKU_STORAGE must be local or s3, not ${kind}`);
  return new LocalStorage(path.resolve(env.WENKU_STORAGE_DIR?.trim() || path.join(dataDir, "storage")));
}
