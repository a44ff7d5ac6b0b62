import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { setFileSecurityHeaders } from "../../http/file-security.js";
import { contentTypeOf } from "../storage/storage.js";
import { storageFor } from "../storage/storage-for.js";

const safeUploadKey = /^uploads\/(?:[0-9a-z_-]+\/)*[0-9a-zA-Z_.-]+\.[0-9a-z]+$/;

/**
 * GET /uploads/<path>: uploaded images. Names are content hashes, so a URL never changes content and may be
 * cached for good.
 */
export async function serveUpload(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  let rawPath: string;
  try {
    rawPath = decodeURIComponent(request.url.split("?")[0]).replace(/^\/+/, "");
  } catch {
    rawPath = "";
  }
  if (!safeUploadKey.test(rawPath) || rawPath.includes("..")) return reply.code(404).type("text/plain").send("Not Found");
  const etag = `"${rawPath.slice(rawPath.lastIndexOf("/") + 1)}"`;
  if (request.headers["if-none-match"] === etag) return reply.code(304).header("ETag", etag).send();
  const stored = await storageFor(ctx).open(rawPath);
  if (!stored) return reply.code(404).type("text/plain").send("Not Found");
  return setFileSecurityHeaders(reply)
    .header("Content-Type", contentTypeOf(rawPath))
    .header("Content-Length", stored.size)
    .header("ETag", etag)
    .header("Cache-Control", "public, max-age=31536000, immutable")
    .send(stored.body);
}
