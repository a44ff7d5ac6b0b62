import crypto from "node:crypto";
import { decodePageLayout, type PageTextReply } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { siteRequiresSignedPages } from "./public-access.js";
import { canReadPage, readerAccess } from "./reader-access.js";

export interface PageTextLayer {
  reply: PageTextReply;
  /** Anyone may read it (a preview page of a public document on an open site): cached like the page image. */
  open: boolean;
  /** Changes with the page image's version and with the stored text and layout (the backfill fills it later). */
  etag: string;
}

/**
 * GET /api/v1/document/page/text: one page's text and where its lines and characters are. Refused exactly as the
 * page image is: a document the caller may not see is 404, a page beyond what the caller may read 403, a page not
 * rendered 404; nothing of a refused page's text is in the answer.
 */
export async function pageTextLayer(ctx: AppContext, actor: Actor, documentId: number, page: number): Promise<PageTextLayer> {
  const access = await readerAccess(ctx, actor, documentId);
  if (!canReadPage(access, page)) throw forbidden("无权查看该页面");
  const row = await ctx.db.kysely
    .selectFrom("document_page")
    .select(["width", "height", "text", "ocr", "layout", "version"])
    .where("hash", "=", access.doc.hash)
    .where("page", "=", page)
    .where("format", "!=", "")
    .executeTakeFirst();
  if (!row) throw notFound("页面不存在");
  const copyable = await ctx.settings.bool("display", "enable_copy");
  const digest = crypto.createHash("sha1").update(row.text).update("\0").update(row.layout ?? "").digest("base64url").slice(0, 16);
  return {
    reply: {
      id: Number(access.doc.id),
      page,
      width: row.width,
      height: row.height,
      text: row.text,
      lines: decodePageLayout(row.layout),
      ocr: Boolean(row.ocr),
      copyable,
    },
    open: page <= access.previewLimit && !(await siteRequiresSignedPages(ctx)),
    etag: `"${access.doc.hash}-${page}-${row.version}-${digest}${copyable ? "" : "-nocopy"}"`,
  };
}
