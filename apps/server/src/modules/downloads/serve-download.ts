import { documentMessages } from "@wenku/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { contentDisposition } from "../../http/content-disposition.js";
import { findDocument } from "../documents/document-access.js";
import { contentTypeOf } from "../storage/storage.js";
import { storageFor } from "../storage/storage-for.js";
import { findDocumentFile } from "./document-file.js";
import { verifyDownloadToken } from "./download-token.js";

const invalidLink = (reply: FastifyReply) => reply.code(400).type("text/plain; charset=utf-8").send(documentMessages.downloadLinkInvalid);

/**
 * GET /download/<token>?user_id=&document_id=&filename=: streams the original file of a valid link. The token must
 * be signed with the download secret, unexpired, bound to the same user and document ids as the URL, and the
 * document must still have the file it was issued for; anything else is 400 "下载链接已失效".
 */
export async function serveDownload(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const token = (request.params as Record<string, string>)["*"] ?? "";
  const query = request.query as Record<string, unknown>;
  const grant = await verifyDownloadToken(ctx, token, { userId: query.user_id, documentId: query.document_id });
  if (!grant) return invalidLink(reply);
  const doc = await findDocument(ctx.db.kysely, { id: grant.documentId });
  if (!doc || doc.hash !== grant.hash) return invalidLink(reply);
  const file = await findDocumentFile(ctx.db.kysely, doc);
  const stored = file ? await storageFor(ctx).open(file.key) : null;
  if (!stored) return reply.code(404).type("text/plain; charset=utf-8").send(documentMessages.attachmentNotFound);
  const filename = `${doc.title}${doc.ext}`;
  return reply
    .header("Content-Type", contentTypeOf(filename))
    .header("Content-Disposition", contentDisposition(filename))
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Length", String(stored.size))
    .send(stored.body);
}

export function registerDownloadFiles(ctx: AppContext) {
  return (app: FastifyInstance) => {
    // A wildcard rather than ":token": a signed token is longer than Fastify's 100-character parameter limit.
    app.get("/download/*", { config: { rateLimit: false } }, (request, reply) => serveDownload(ctx, request, reply));
  };
}
