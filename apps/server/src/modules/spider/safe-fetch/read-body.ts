import crypto from "node:crypto";
import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { FetchRefused } from "./fetch-refused.js";
import { fetchError, type SafeResponse } from "./safe-fetch.js";

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const tooLarge = (maxBytes: number) => new FetchRefused(`文件超过 ${megabytes(maxBytes)}，已停止下载`);

/** Refuses at once a response that announces more than the limit. */
function checkDeclaredLength(fetched: SafeResponse, maxBytes: number) {
  const declared = Number(fetched.response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
}

/** A stream that counts what passes and stops past `maxBytes` (whatever Content-Length said). */
function limiter(maxBytes: number, md5?: crypto.Hash) {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(maxBytes));
      md5?.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, size: () => size };
}

function bodyOf(fetched: SafeResponse): Readable {
  const body = fetched.response.body;
  if (!body) return Readable.from([]);
  return Readable.fromWeb(body as WebReadableStream<Uint8Array>);
}

/** The body as text (charset of the Content-Type, else UTF-8), at most `maxBytes`. */
export async function readText(fetched: SafeResponse, maxBytes: number, timeoutMs: number): Promise<string> {
  try {
    checkDeclaredLength(fetched, maxBytes);
    const limit = limiter(maxBytes);
    const chunks: Buffer[] = [];
    await pipeline(bodyOf(fetched), limit.stream, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    }, { signal: fetched.signal });
    const charset = /charset=["']?([\w-]+)/i.exec(fetched.response.headers.get("content-type") ?? "")?.[1] ?? "utf-8";
    let decoder: TextDecoder;
    try {
      decoder = new TextDecoder(charset);
    } catch {
      decoder = new TextDecoder("utf-8");
    }
    return decoder.decode(Buffer.concat(chunks));
  } catch (error) {
    throw fetchError(error, fetched.signal, timeoutMs);
  } finally {
    fetched.close();
  }
}

/** Streams the body into `filePath` (never whole in memory), hashing it; past `maxBytes` the download stops. */
export async function saveToFile(fetched: SafeResponse, filePath: string, maxBytes: number, timeoutMs: number): Promise<{ size: number; hash: string }> {
  const md5 = crypto.createHash("md5");
  try {
    checkDeclaredLength(fetched, maxBytes);
    const limit = limiter(maxBytes, md5);
    await pipeline(bodyOf(fetched), limit.stream, fs.createWriteStream(filePath), { signal: fetched.signal });
    return { size: limit.size(), hash: md5.digest("hex") };
  } catch (error) {
    await fs.promises.rm(filePath, { force: true });
    throw fetchError(error, fetched.signal, timeoutMs);
  } finally {
    fetched.close();
  }
}
