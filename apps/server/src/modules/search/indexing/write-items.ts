import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { searchBackend } from "../backend/select-backend.js";
import { advanceRevision } from "./advance-revision.js";
import type { PreparedBatch } from "./prepare-item.js";
import "../tables.js";

const PAGE_ROWS_PER_INSERT = 200;

/**
 * Stores prepared items, replacing what the index held for them: the item, its page texts and the back end's
 * rows, in one transaction that also advances the revision readers refresh their caches from.
 */
export async function storeItems(ctx: AppContext, batch: PreparedBatch): Promise<void> {
  const prepared = batch.items;
  if (prepared.length === 0) return;
  const now = nowIso();
  const keys = prepared.map((p) => p.key);
  const backend = searchBackend(ctx);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const revision = await advanceRevision(trx);
    const previous = await trx.selectFrom("search_item").select(["key", "segments"]).where("key", "in", keys).execute();
    await backend.remove(trx, new Map(previous.map((p) => [Number(p.key), p.segments])), { revision, gone: false });
    await trx.deleteFrom("search_page").where("key", "in", keys).execute();
    await trx.deleteFrom("search_item").where("key", "in", keys).execute();
    await trx.insertInto("search_item").values(prepared.map((p) => ({ ...p.row, revision, indexed_at: now }))).execute();
    const pages = prepared.flatMap((p) => p.pages);
    for (let i = 0; i < pages.length; i += PAGE_ROWS_PER_INSERT) {
      await trx.insertInto("search_page").values(pages.slice(i, i + PAGE_ROWS_PER_INSERT)).execute();
    }
    await backend.write(trx, batch, revision);
  });
  backend.compact((error) => ctx.log.error("search index merge failed", { error: String((error as Error)?.message ?? error) }));
}
