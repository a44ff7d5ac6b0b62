import type { AppContext } from "../../context.js";
import { removeCommentTrees } from "./delete-comments.js";
import { onItemPurged } from "./item-removed.js";

/** modules/index.ts extraHandlers: the comments of a purged document or article go with it. Registers no HTTP handler. */
export function commentHandlers(ctx: AppContext): [] {
  onItemPurged(ctx, async (db, type, id) => {
    const rows = await db.selectFrom("comment").select("id").where("type", "=", type).where("document_id", "=", id).execute();
    await removeCommentTrees(db, rows.map((r) => Number(r.id)));
  });
  return [];
}
