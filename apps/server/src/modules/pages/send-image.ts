import zlib from "node:zlib";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { setFileSecurityHeaders } from "../../http/file-security.js";
import { acceptsGzip } from "../../http/accepts-gzip.js";

export interface ImageResponse {
  body: Readable;
  contentType: string;
  etag: string;
  /** Seconds a signed URL stays valid; undefined for public images. */
  signedFor?: number;
  /** The URL names the current version of the image, so it never changes. */
  versioned: boolean;
  /** The stored bytes are gzip-compressed SVG. */
  gzipped?: boolean;
  size?: number;
}

function cacheControl(image: ImageResponse): string {
  if (image.signedFor !== undefined) return `private, max-age=${Math.max(0, image.signedFor - 5)}`;
  return image.versioned ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

/**
 * Sends a page image or cover with strong caching: ETag (one per representation), 304 on a match, and
 * Cache-Control by how the URL was reached. A gzip SVG goes out as stored with Content-Encoding: gzip when the
 * client accepts it and decompressed otherwise.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageResponse) {
  const gzip = image.gzipped === true && acceptsGzip(request);
  const etag = `"${image.etag}${image.gzipped ? (gzip ? "-gz" : "-id") : ""}"`;
  setFileSecurityHeaders(reply).header("ETag", etag).header("Cache-Control", cacheControl(image));
  if (image.gzipped) reply.header("Vary", "Accept-Encoding");
  const match = String(request.headers["if-none-match"] ?? "")
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""));
  if (match.includes(etag) || match.includes("*")) {
    image.body.destroy();
    return reply.code(304).send();
  }
  reply.header("Content-Type", image.contentType);
  if (!image.gzipped) {
    if (image.size !== undefined) reply.header("Content-Length", image.size);
    return reply.send(image.body);
  }
  if (gzip) {
    if (image.size !== undefined) reply.header("Content-Length", image.size);
    return reply.header("Content-Encoding", "gzip").send(image.body);
  }
  const plain = zlib.createGunzip();
  image.body.on("error", (error) => plain.destroy(error));
  return reply.send(image.body.pipe(plain));
}
