import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { normalExtensions } from "./list-documents.js";
import { checkPublishFields } from "./publish-fields.js";
import type { SpiderDocumentRow } from "./queue/claim.js";
import { canMove } from "./status-moves.js";

export interface BatchItem {
  id: number;
  status: 1 | 5;
  title?: string;
  category_id?: string;
  user_id?: number;
  price?: number;
  language?: string;
}

export interface BatchConditions {
  ext: string[];
  min_size: number;
  max_size: number;
}

function meets(row: SpiderDocumentRow, conditions: BatchConditions, exts: string[]): boolean {
  const size = Number(row.size);
  if (exts.length > 0 && !exts.includes(row.ext)) return false;
  if (conditions.min_size > 0 && size < conditions.min_size) return false;
  return !(conditions.max_size > 0 && size > conditions.max_size);
}

/**
 * PUT /api/v1/spiderdocument/batch: queues each listed document for download (1) or publishing (5) with its fields,
 * when it meets the conditions (extension, size in bytes) and its status allows the move; others are left as they
 * are. The uploader, categories and language are checked before anything changes. A user id of 0 means the caller.
 */
export async function batchSpiderDocuments(ctx: AppContext, actorId: number, items: BatchItem[], conditions: BatchConditions): Promise<number> {
  const db = ctx.db.kysely;
  const rows = await db.selectFrom("spider_document").selectAll().where("id", "in", items.map((i) => i.id)).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const exts = normalExtensions(conditions.ext);
  const checked = new Set<string>();
  const changes: Array<{ row: SpiderDocumentRow; item: BatchItem; userId: number }> = [];
  for (const item of items) {
    const row = byId.get(item.id);
    if (!row || !canMove(row.status, item.status) || !meets(row, conditions, exts)) continue;
    const userId = item.user_id || Number(row.user_id) || actorId;
    if (item.status === 5) {
      const fields = { category_id: item.category_id ?? row.category_id, user_id: userId, language: item.language ?? row.language };
      const key = JSON.stringify(fields);
      if (!checked.has(key)) await checkPublishFields(ctx, fields);
      checked.add(key);
    }
    changes.push({ row, item, userId });
  }
  const now = nowIso();
  let queued = 0;
  for (const { row, item, userId } of changes) {
    const result = await db
      .updateTable("spider_document")
      .set({
        status: item.status,
        attempts: 0,
        run_after: "",
        error: "",
        updated_at: now,
        ...(item.status === 5
          ? { user_id: userId, ...(item.title ? { title: item.title } : {}), ...(item.category_id !== undefined ? { category_id: item.category_id } : {}) }
          : {}),
        ...(item.status === 5 && item.price !== undefined ? { price: item.price } : {}),
        ...(item.status === 5 && item.language !== undefined ? { language: item.language } : {}),
      })
      .where("id", "=", row.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    queued += Number(result.numUpdatedRows);
  }
  if (queued > 0) await ctx.events.emit("spider.queued", {});
  return queued;
}
