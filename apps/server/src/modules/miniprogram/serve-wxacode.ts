import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { findDocument, isOpenToPublic } from "../documents/document-access.js";
import { sendImage } from "../pages/send-image.js";
import { badHash, notFoundText } from "../pages/view-replies.js";
import { isMd5 } from "../storage/keys.js";
import { contentTypeOf } from "../storage/storage.js";
import { storageFor } from "../storage/storage-for.js";
import { hasAppCredentials, miniprogramSettings } from "./miniprogram-settings.js";
import { makeWxacode, storedWxacodeKey } from "./wxacode-store.js";

type WxacodeRequest = FastifyRequest<{ Params: { hash: string; documentId: string } }>;

/**
 * GET /view/wxacode/<hash>/<document_id> (api-contract §5.2): the mini-program code of a publicly listed document,
 * made by WeChat the first time and served from storage afterwards. 404 for an unknown, hidden or mismatched
 * document and while no mini-program is configured; 502 when WeChat refuses.
 */
async function serveWxacode(ctx: AppContext, request: WxacodeRequest, reply: FastifyReply) {
  const hash = request.params.hash.toLowerCase();
  if (!isMd5(hash)) return badHash(reply);
  const documentId = Number(request.params.documentId);
  if (!Number.isSafeInteger(documentId) || documentId <= 0) return notFoundText(reply);
  const doc = await findDocument(ctx.db.kysely, { id: documentId });
  if (!doc || doc.hash !== hash || !isOpenToPublic(doc)) return notFoundText(reply);

  const storage = storageFor(ctx);
  let key = await storedWxacodeKey(ctx.db.kysely, documentId);
  let stored = key ? await storage.open(key) : null;
  if (!key || !stored) {
    const settings = await miniprogramSettings(ctx);
    if (!hasAppCredentials(settings)) return notFoundText(reply);
    try {
      key = await makeWxacode(ctx, settings, documentId);
    } catch (error) {
      ctx.log.warn("wxacode: WeChat refused", { documentId, err: error });
      return reply.code(502).type("text/plain; charset=utf-8").send("小程序码生成失败");
    }
    stored = await storage.open(key);
  }
  if (!stored) return notFoundText(reply);
  return sendImage(request, reply, {
    body: stored.body,
    size: stored.size,
    contentType: contentTypeOf(key),
    etag: `wxacode-${documentId}-${Math.floor(stored.modifiedAt)}-${stored.size}`,
    versioned: false,
  });
}

export function registerWxacode(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.get<{ Params: { hash: string; documentId: string } }>("/view/wxacode/:hash/:documentId", { compress: false }, (request, reply) =>
      serveWxacode(ctx, request, reply),
    );
  };
}
