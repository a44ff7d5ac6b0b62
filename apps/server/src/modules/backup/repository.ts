import fs from "node:fs";
import path from "node:path";
import { createStorageFromEnv } from "../storage/storage-config.js";
import type { Storage } from "../storage/storage.js";

/**
 * Where backups are kept: a folder, or `s3://bucket/prefix` on the S3 API that the WENKU_S3_* variables reach
 * (endpoint, region, keys; the bucket and prefix come from the address). Either way it is used through the same
 * Storage interface as the site's files. A local repository is readable by its owner only: it holds password
 * hashes and the site's secrets.
 */
export function openRepository(address: string, env: NodeJS.ProcessEnv = process.env): Storage {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(address);
  if (s3) {
    return createStorageFromEnv("", { ...env, WENKU_STORAGE: "s3", WENKU_S3_BUCKET: s3[1], WENKU_S3_PREFIX: s3[2] });
  }
  if (address.includes("://")) throw new Error(`备份位置须为目录或 s3://bucket/prefix：${address}`);
  const root = path.resolve(address);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  fs.chmodSync(root, 0o700);
  return createStorageFromEnv("", { ...env, WENKU_STORAGE: "local", WENKU_STORAGE_DIR: root });
}
