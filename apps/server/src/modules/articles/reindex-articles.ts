import type { AppContext } from "../../context.js";
import { enqueueItems } from "../search/index.js";

const BATCH = 1000;

/** PUT /api/v1/article/index: queues every article for the indexer, which re-reads each (published ones stay findable). */
export async function reindexArticles(ctx: AppContext): Promise<number> {
  let queued = 0;
  for (let after = 0; ; ) {
    const rows = await ctx.db.kysely.selectFrom("article").select("id").where("id", ">", after).orderBy("id").limit(BATCH).execute();
    if (rows.length === 0) return queued;
    await enqueueItems(ctx, 1, rows.map((r) => Number(r.id)));
    queued += rows.length;
    after = Number(rows[rows.length - 1].id);
  }
}
