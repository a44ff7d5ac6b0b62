import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { coverKey, isMd5 } from "../storage/keys.js";
import { storageFor } from "../storage/storage-for.js";
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
  const storage = storageFor(ctx);
  const key = coverKey(hash);
  const stat = await storage.stat(key);
  const body = stat ? await storage.read(key) : null;
  if (!stat || !body) return notFoundText(reply);
  const converted = await ctx.db.kysely.selectFrom("converted_file").select("version").where("hash", "=", hash).executeTakeFirst();
  const version = converted?.version || `${Math.floor(stat.modifiedAt)}-${stat.size}`;
  return sendImage(request, reply, {
    body,
    size: stat.size,
    contentType: "image/png",
    etag: `${hash}-cover-${version}`,
    signedFor: signedFor || undefined,
    versioned: query.v === version,
  });
}
