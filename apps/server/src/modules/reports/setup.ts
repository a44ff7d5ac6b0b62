import type { AppContext } from "../../context.js";
import { onItemPurged } from "../comments/item-removed.js";

/** modules/index.ts extraHandlers: the reports of a purged document or article go with it. Registers no HTTP handler. */
export function reportHandlers(ctx: AppContext): [] {
  onItemPurged(ctx, async (db, type, id) => {
    const reports = db.selectFrom("report").select("id").where("type", "=", type).where("document_id", "=", id);
    await db.deleteFrom("report_content").where("report_id", "in", reports).execute();
    await db.deleteFrom("report").where("type", "=", type).where("document_id", "=", id).execute();
  });
  return [];
}
