import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { coverKey, isMd5 } from "../storage/keys.js";
import { openImage } from "./image-cache.js";
import { isCoverPublic } from "./public-access.js";
import { sendImage } from "./send-image.js";
import { coverResource, verifySignature } from "./signing.js";
import { badHash, forbiddenText, notFoundText, type ViewQuery } from "./view-replies.js";

/** GET /view/cover/<hash>: the cover PNG (210×297), public while a document of the file is publicly listed. */
export async function serveCover(ctx: AppContext, request: FastifyRequest<{ Params: { hash: string } }>, reply: FastifyReply) {
  const hash = request.params.hash.toLowerCase().replace(/\.png$/, "");
  if (!isMd5(hash)) return badHash(reply);
  const query = request.query as ViewQuery;
  const signedFor = verifySignature(ctx, coverResource(hash), query.e, query.s);
  if (!signedFor && !(await isCoverPublic(ctx, hash))) return forbiddenText(reply);
  const converted = await ctx.db.kysely.selectFrom("converted_file").select("version").where("hash", "=", hash).executeTakeFirst();
  const stored = await openImage(ctx, coverKey(hash), converted?.version);
  if (!stored) return notFoundText(reply);
  const version = converted?.version || `${Math.floor(stored.modifiedAt)}-${stored.size}`;
  return sendImage(request, reply, {
    body: stored.body,
    size: stored.size,
    contentType: "image/png",
    etag: `${hash}-cover-${version}`,
    signedFor: signedFor || undefined,
    versioned: query.v === version,
  });
}
