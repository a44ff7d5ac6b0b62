import crypto from "node:crypto";
import fs from "node:fs";
import { writeRestoredFileSync } from "./local-files.js";
import { cipherOfKey, type RepositoryCipher } from "./repository-cipher.js";

/** One pack to restore into a local site: the pack's file, and each file's place in the site with its place in the pack. */
export interface PackRestoreJob {
  packFile: string;
  cipherKey: string | undefined;
  files: Array<[target: string, sha256: string, offset: number, size: number]>;
}

const ciphers = new Map<string | undefined, Promise<RepositoryCipher>>();

/**
 * Reads the pack once and writes each of its files into the site, each checked against its SHA-256 first (a
 * mismatch stops the restore, naming the file). Returns the bytes written.
 */
export async function restorePackFiles(job: PackRestoreJob): Promise<number> {
  let cipher = ciphers.get(job.cipherKey);
  if (!cipher) ciphers.set(job.cipherKey, (cipher = cipherOfKey(job.cipherKey)));
  const plain = await (await cipher).decryptBytes(fs.readFileSync(job.packFile));
  let bytes = 0;
  for (const [target, sha256, offset, size] of job.files) {
    const content = plain.subarray(offset, offset + size);
    if (content.length !== size || crypto.createHash("sha256").update(content).digest("hex") !== sha256) {
      throw new Error(`对象校验失败 / ${target} in pack ${job.packFile}`);
    }
    writeRestoredFileSync(target, content);
    bytes += size;
  }
  return bytes;
}
