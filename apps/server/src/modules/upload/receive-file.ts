import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type {} from "@fastify/multipart";
import { normalizeExt } from "@wenku/contract";
import { badRequest, tooLarge } from "../../http/errors.js";

export interface ReceivedFile {
  /** Temporary local file; the caller moves it to storage or removes it. */
  tempPath: string;
  /** MD5 hex of the bytes received. */
  hash: string;
  size: number;
  filename: string;
  ext: string;
  /** Text fields sent before the file part. */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  maxBytes: number;
  tempDir: string;
  allowExt(ext: string): boolean;
  extMessage: string;
  sizeMessage: string;
}

function fieldValues(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    const value = (first as { type?: string; value?: unknown } | undefined)?.type === "field" ? (first as { value: unknown }).value : undefined;
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

/**
 * Streams the multipart field `file` to a temporary file while computing its MD5, never holding it in memory.
 * A file over the size limit is refused and nothing of it is kept.
 */
export async function receiveFile(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest("请使用 multipart/form-data 上传文件");
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 20 }, throwFileSizeLimit: false });
  if (!part || part.fieldname !== "file" || !part.filename) {
    part?.file.resume();
    throw badRequest("请选择要上传的文件");
  }
  const ext = normalizeExt(part.filename);
  if (!options.allowExt(ext)) {
    part.file.resume();
    throw badRequest(options.extMessage);
  }
  await fsp.mkdir(options.tempDir, { recursive: true });
  const tempPath = path.join(options.tempDir, `${crypto.randomUUID()}${ext}`);
  const md5 = crypto.createHash("md5");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, fs.createWriteStream(tempPath));
    if (part.file.truncated) throw tooLarge(options.sizeMessage);
    if (size === 0) throw badRequest("文件内容为空");
  } catch (error) {
    await fsp.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, hash: md5.digest("hex"), size, filename: part.filename, ext, fields: fieldValues(part.fields) };
}
