import type { AppContext } from "../../../context.js";
import { searchBackend } from "../backend/select-backend.js";
import { advanceRevision } from "./advance-revision.js";
import "../tables.js";

/**
 * Takes items out of the index (stored item, page texts and back-end rows); unknown keys are ignored. The revision
 * advances, so readers drop the match sets they kept (which still hold these items).
 */
export async function removeItems(ctx: AppContext, keys: number[]): Promise<void> {
  if (keys.length === 0) return;
  const backend = searchBackend(ctx);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("search_item").select(["key", "segments"]).where("key", "in", keys).execute();
    if (rows.length === 0) return;
    const found = rows.map((r) => Number(r.key));
    const revision = await advanceRevision(trx);
    await backend.remove(trx, new Map(rows.map((r) => [Number(r.key), r.segments])), { revision, gone: true });
    await trx.deleteFrom("search_page").where("key", "in", found).execute();
    await trx.deleteFrom("search_item").where("key", "in", found).execute();
  });
}
