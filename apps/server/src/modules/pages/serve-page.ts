import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { isMd5, pageKey, type PageFormat } from "../storage/keys.js";
import { openImage } from "./image-cache.js";
import { isPagePublic } from "./public-access.js";
import { answerNotModified, sendImage, type ImageFacts } from "./send-image.js";
import { badHash, forbiddenText, notFoundText, type ViewQuery } from "./view-replies.js";
import { pageResource, verifySignature } from "./signing.js";

const pageFile = /^(\d{1,6})(\.gzip\.svg|\.svg|\.webp|\.png|\.jpg|\.jpeg)$/;

/**
 * GET /view/page/<hash>/<n><ext>: a page image. Pages within the preview of a public document are open to
 * anyone; every other page needs a signed URL from GET /api/v1/document/pages. The stored format is served
 * whatever extension the URL names.
 */
export async function servePage(ctx: AppContext, request: FastifyRequest<{ Params: { hash: string; file: string } }>, reply: FastifyReply) {
  const hash = request.params.hash.toLowerCase();
  if (!isMd5(hash)) return badHash(reply);
  const match = pageFile.exec(request.params.file);
  if (!match) return notFoundText(reply);
  const page = Number(match[1]);
  const row = await ctx.db.kysely
    .selectFrom("document_page")
    .select(["format", "version"])
    .where("hash", "=", hash)
    .where("page", "=", page)
    .where("format", "!=", "")
    .executeTakeFirst();
  if (!row) return notFoundText(reply);
  const query = request.query as ViewQuery;
  const signedFor = verifySignature(ctx, pageResource(hash, page), query.e, query.s);
  if (!signedFor && !(await isPagePublic(ctx, hash, page))) return forbiddenText(reply);
  const format = row.format as PageFormat;
  const image: ImageFacts = {
    contentType: format === "webp" ? "image/webp" : "image/svg+xml",
    gzipped: format === "svgz",
    etag: `${hash}-${page}-${row.version}`,
    signedFor: signedFor || undefined,
    versioned: query.v === row.version,
  };
  if (answerNotModified(request, reply, image)) return reply;
  const stored = await openImage(ctx, pageKey(hash, page, format), row.version);
  if (!stored) return notFoundText(reply);
  return sendImage(request, reply, { ...image, body: stored.body, size: stored.size });
}
