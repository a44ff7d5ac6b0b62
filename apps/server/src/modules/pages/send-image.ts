import zlib from "node:zlib";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { setFileSecurityHeaders } from "../../http/file-security.js";
import { acceptsGzip } from "../../http/accepts-gzip.js";

/** What identifies an image version, known from the database before the stored object is read. */
export interface ImageFacts {
  contentType: string;
  etag: string;
  /** Seconds a signed URL stays valid; undefined for public images. */
  signedFor?: number;
  /** The URL names the current version of the image, so it never changes. */
  versioned: boolean;
  /** The stored bytes are gzip-compressed SVG. */
  gzipped?: boolean;
}

export interface ImageResponse extends ImageFacts {
  /** A stream from the store, or the bytes this process holds (image-cache.ts). */
  body: Readable | Buffer;
  size?: number;
}

function cacheControl(image: ImageFacts): string {
  if (image.signedFor !== undefined) return `private, max-age=${Math.max(0, image.signedFor - 5)}`;
  return image.versioned ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

const etagOf = (request: FastifyRequest, image: ImageFacts) =>
  `"${image.etag}${image.gzipped ? (acceptsGzip(request) ? "-gz" : "-id") : ""}"`;

/**
 * Sets the caching headers and answers 304 when the client's If-None-Match names this version; true when it did.
 * Asked before the stored object is read, so a client revalidating an image it holds is answered even while the
 * object store is unreachable.
 */
export function answerNotModified(request: FastifyRequest, reply: FastifyReply, image: ImageFacts): boolean {
  const etag = etagOf(request, image);
  setFileSecurityHeaders(reply).header("ETag", etag).header("Cache-Control", cacheControl(image));
  if (image.gzipped) reply.header("Vary", "Accept-Encoding");
  const match = String(request.headers["if-none-match"] ?? "")
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""));
  if (!match.includes(etag) && !match.includes("*")) return false;
  reply.code(304).send();
  return true;
}

/**
 * Sends a page image or cover with strong caching: ETag (one per representation), 304 on a match, and
 * Cache-Control by how the URL was reached. A gzip SVG goes out as stored with Content-Encoding: gzip when the
 * client accepts it and decompressed otherwise.
 */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: ImageResponse) {
  const gzip = image.gzipped === true && acceptsGzip(request);
  if (answerNotModified(request, reply, image)) {
    if (!Buffer.isBuffer(image.body)) image.body.destroy();
    return reply;
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
  const stored = Buffer.isBuffer(image.body) ? Readable.from([image.body]) : image.body;
  stored.on("error", (error) => plain.destroy(error));
  return reply.send(stored.pipe(plain));
}
