import { articleMessages } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { forbidden } from "../../http/errors.js";
import { live } from "../../db/list-query.js";
import { recountForArticles } from "./article-counters.js";


/**
 * DELETE /api/v1/article: moves articles to the recycle bin. Without the permission only the caller's own
 * articles are taken; none of them → 403. Counters of posters and categories are recounted.
 */
export async function deleteArticles(ctx: AppContext, operatorId: number, privileged: boolean, ids: number[]): Promise<number[]> {
  const deleted = await ctx.db.kysely.transaction().execute(async (trx) => {
    let query = trx.selectFrom("article").select("id").where("id", "in", ids).where(live());
    if (!privileged) query = query.where("user_id", "=", operatorId);
    const rows = await query.execute();
    if (rows.length === 0) throw forbidden(articleMessages.editForbidden);
    const articleIds = rows.map((r) => Number(r.id));
    const now = nowIso();
    await trx.updateTable("article").set({ deleted_at: now, deleted_user_id: operatorId, updated_at: now }).where("id", "in", articleIds).execute();
    await recountForArticles(trx, articleIds);
    return articleIds;
  });
  for (const articleId of deleted) await ctx.events.emit("article.deleted", { articleId });
  return deleted;
}
