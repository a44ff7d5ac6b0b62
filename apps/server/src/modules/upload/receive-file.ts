import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type {} from "@fastify/multipart";
import { hasHiddenCharacters, normalizeExt } from "@wenku/contract";
import { badRequest, tooLarge } from "../../http/errors.js";
import { uploadFormError, uploadMessages } from "./multipart-errors.js";

export interface ReceivedFile {
  /** Temporary local file; the caller moves it to storage or removes it. */
  tempPath: string;
  /** MD5 hex of the bytes received. */
  hash: string;
  size: number;
  filename: string;
  ext: string;
  /** Text fields of the form (the first value of each). */
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  maxBytes: number;
  tempDir: string;
  allowExt(ext: string): boolean;
  extMessage: string;
  sizeMessage: string;
}

/** Streams one file part to `tempPath` while hashing it; the size is checked by the caller (`file.truncated`). */
async function saveFilePart(file: NodeJS.ReadableStream, tempPath: string): Promise<{ hash: string; size: number }> {
  const md5 = crypto.createHash("md5");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      md5.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file, tap, fs.createWriteStream(tempPath));
  return { hash: md5.digest("hex"), size };
}

/**
 * Reads the whole multipart request: the one file of the field `file` is streamed to a temporary file while its MD5
 * is computed, never held in memory; text fields are kept wherever they come. A file over the size limit, a second
 * file, a name with control or invisible characters, too many fields or a malformed form is refused, and nothing of
 * the upload is kept.
 */
export async function receiveFile(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest(uploadMessages.notMultipart);
  const fields: Record<string, string> = {};
  let received: Omit<ReceivedFile, "fields"> | undefined;
  let tempPath: string | undefined;
  try {
    // The size is checked by `file.truncated`, so the size message is ours (the option is missing from the types).
    const parseOptions = { limits: { fileSize: options.maxBytes, files: 1, fields: 20, parts: 30 }, throwFileSizeLimit: false };
    const parts = request.parts(parseOptions);
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string" && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file" || !part.filename) {
        part.file.resume();
        continue;
      }
      // Control, bidirectional and invisible characters would be stored in the attachment's name and shown again.
      if (hasHiddenCharacters(part.filename)) {
        part.file.resume();
        throw badRequest(uploadMessages.unsafeFilename);
      }
      const ext = normalizeExt(part.filename);
      if (!options.allowExt(ext)) {
        part.file.resume();
        throw badRequest(options.extMessage);
      }
      await fsp.mkdir(options.tempDir, { recursive: true });
      tempPath = path.join(options.tempDir, `${crypto.randomUUID()}${ext}`);
      const saved = await saveFilePart(part.file, tempPath);
      if (part.file.truncated) throw tooLarge(options.sizeMessage);
      if (saved.size === 0) throw badRequest(uploadMessages.emptyFile);
      received = { tempPath, ...saved, filename: part.filename, ext };
    }
    if (!received) throw badRequest(uploadMessages.noFile);
    return { ...received, fields };
  } catch (error) {
    if (tempPath) await fsp.rm(tempPath, { force: true });
    throw uploadFormError(error);
  }
}
