import { DocumentStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { live } from "../../db/list-query.js";
import { siteIsGated } from "../settings/site-gated.js";
import { freeFullRead, previewLimitOf } from "../documents/preview-limit.js";

/**
 * While the site is closed or requires login, nothing is served without a signature: the page and cover URLs
 * the API hands out are then all signed.
 */
export const siteRequiresSignedPages = siteIsGated;

/**
 * A page is public when a live, converted (2) document of that file allows it in its preview (0 = all pages; a
 * free document's every page with display.free_full_read): reader-access.ts decides.
 */
export async function isPagePublic(ctx: AppContext, hash: string, page: number): Promise<boolean> {
  if (await siteRequiresSignedPages(ctx)) return false;
  const docs = await ctx.db.kysely
    .selectFrom("document")
    .select(["status", "deleted_at", "preview", "price", "is_vip"])
    .where("hash", "=", hash)
    .where("status", "=", DocumentStatus.converted)
    .where(live())
    .execute();
  const free = await freeFullRead(ctx);
  return docs.some((d) => page <= previewLimitOf(d, free));
}

/** The cover is public while a live document of that file is publicly listed (statuses 0–3). */
export async function isCoverPublic(ctx: AppContext, hash: string): Promise<boolean> {
  if (await siteRequiresSignedPages(ctx)) return false;
  const doc = await ctx.db.kysely
    .selectFrom("document")
    .select("id")
    .where("hash", "=", hash)
    .where("status", "in", [DocumentStatus.pending, DocumentStatus.converting, DocumentStatus.converted, DocumentStatus.failed])
    .where(live())
    .executeTakeFirst();
  return Boolean(doc);
}
