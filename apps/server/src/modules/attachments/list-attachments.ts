import type { z } from "zod";
import type { attachmentListQuerySchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, live, pageWindow } from "../../db/list-query.js";
import { toAttachmentView, type AttachmentView } from "./attachment-view.js";

export type AttachmentListQuery = z.output<typeof attachmentListQuerySchema>;

/** GET /api/v1/attachment/list: stored files (not deleted), newest first, filtered by name, state, owner, type, ext. */
export async function listAttachments(ctx: AppContext, query: AttachmentListQuery): Promise<{ total: number; attachment: AttachmentView[] }> {
  let base = ctx.db.kysely.selectFrom("attachment as a").leftJoin("user as u", "u.id", "a.user_id").where(live("a"));
  const enabled = new Set(query.enable);
  if (enabled.size === 1) base = base.where("a.enable", "=", enabled.has(true) ? 1 : 0);
  if (query.user_id.length) base = base.where("a.user_id", "in", query.user_id);
  if (query.type.length) base = base.where("a.type", "in", query.type);
  if (query.ext?.trim()) base = base.where("a.ext", "=", query.ext.trim().toLowerCase());
  if (query.wd?.trim()) base = base.where(keywordMatch(["a.name", "a.description", "a.hash"], query.wd));
  const { limit, offset } = pageWindow(query.page ?? 1, query.size ?? 10, { min: 1, max: 1000 });
  const rows = await base.selectAll("a").select("u.username").orderBy("a.id", "desc").limit(limit).offset(offset).execute();
  const total = await countRows(base);
  return { total, attachment: rows.map((row) => toAttachmentView(row, row.username)) };
}
