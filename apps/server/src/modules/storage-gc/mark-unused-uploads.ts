import type { AppContext } from "../../context.js";
import { markUnusedDocumentUploads } from "../upload/attachment-changes.js";

/**
 * Marks deleted the document files that were uploaded but never turned into a document (`type_id` 0, no document
 * pointing at them) longer than `security.attachment_retention_minute` ago (1440 by default; 0 or less keeps
 * them forever), so that the collection removes them. Returns how many were marked.
 */
export async function markUnusedUploads(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const minutes = await ctx.settings.number("security", "attachment_retention_minute");
  if (!(minutes > 0)) return 0;
  const before = new Date(now.getTime() - minutes * 60_000).toISOString();
  return markUnusedDocumentUploads(ctx.db.kysely, before);
}
