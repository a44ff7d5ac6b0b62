import type { SpiderDocument } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest, notFound } from "../../http/errors.js";
import { checkPublishFields } from "./publish-fields.js";
import { removeSpiderFile } from "./spider-folder.js";
import { toSpiderDocument } from "./spider-views.js";
import { canMove, moveRefused } from "./status-moves.js";

const missing = "文档不存在";

export interface DocumentChange {
  id: number;
  status?: 0 | 1 | 5;
  title?: string;
  category_id?: string;
  user_id?: number;
  price?: number;
  language?: string;
}

export async function getSpiderDocument(ctx: AppContext, id: number): Promise<SpiderDocument> {
  const row = await ctx.db.kysely.selectFrom("spider_document").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(missing);
  return toSpiderDocument(row);
}

/**
 * PUT /api/v1/spiderdocument: the publishing fields, and a status move an administrator may make (status-moves.ts);
 * queueing for publishing checks the uploader, categories and language first. A user id of 0 means the caller.
 */
export async function updateSpiderDocument(ctx: AppContext, actorId: number, change: DocumentChange): Promise<void> {
  const row = await ctx.db.kysely.selectFrom("spider_document").selectAll().where("id", "=", change.id).executeTakeFirst();
  if (!row) throw notFound(missing);
  if (change.status !== undefined && change.status !== row.status && !canMove(row.status, change.status)) throw badRequest(moveRefused[change.status]);
  const fields = {
    ...(change.title ? { title: change.title } : {}),
    ...(change.category_id !== undefined ? { category_id: change.category_id } : {}),
    ...(change.user_id !== undefined ? { user_id: change.user_id || actorId } : {}),
    ...(change.price !== undefined ? { price: change.price } : {}),
    ...(change.language !== undefined ? { language: change.language } : {}),
  };
  const moved = change.status !== undefined && change.status !== row.status;
  if (change.status === 5) {
    const uploader = fields.user_id ?? (Number(row.user_id) || actorId);
    await checkPublishFields(ctx, { category_id: fields.category_id ?? row.category_id, user_id: uploader, language: fields.language ?? row.language });
    fields.user_id = uploader;
  }
  await ctx.db.kysely
    .updateTable("spider_document")
    .set({ ...fields, ...(moved ? { status: change.status, attempts: 0, run_after: "", error: "" } : {}), updated_at: nowIso() })
    .where("id", "=", change.id)
    .where("status", "=", row.status)
    .execute();
  if (moved) await ctx.events.emit("spider.queued", {});
}

/** DELETE /api/v1/spiderdocument: the records and their downloaded files (published documents stay). */
export async function deleteSpiderDocuments(ctx: AppContext, ids: number[]): Promise<void> {
  const rows = await ctx.db.kysely.selectFrom("spider_document").select(["id", "save_path"]).where("id", "in", ids).execute();
  await ctx.db.kysely.deleteFrom("spider_document").where("id", "in", ids).execute();
  for (const row of rows) await removeSpiderFile(ctx, row.save_path);
}
