import { ArticleStatus, type ArticleCheckBody } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { live } from "../../db/list-query.js";
import { recountForArticles } from "./article-counters.js";
import { applyArticleRevisions, articlesWithPendingRevision, rejectArticleRevisions } from "./review-article-revisions.js";

/**
 * PUT /api/v1/article/check: review. 1 publishes, 2 rejects with the reason (kept for the author), 0 sends back to
 * pending. On a published article with an edit pending review, 1 and 2 decide on the edit instead: approval swaps
 * it in, rejection keeps the published version and gives the author the reason. Articles in the recycle bin are
 * left alone. Counters follow (only published articles count).
 */
export async function checkArticles(ctx: AppContext, body: ArticleCheckBody): Promise<number[]> {
  const changed = await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("article").select("id").where("id", "in", body.article_id).where(live()).execute();
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return ids;
    const reason = body.status === ArticleStatus.rejected ? body.reject_reason : "";
    const revised = body.status === ArticleStatus.pending ? [] : await articlesWithPendingRevision(trx, ids);
    if (body.status === ArticleStatus.published) await applyArticleRevisions(trx, revised);
    else await rejectArticleRevisions(trx, revised, reason);
    const others = ids.filter((id) => !revised.includes(id));
    if (others.length === 0) return ids;
    await trx.updateTable("article").set({ status: body.status, reject_reason: reason, updated_at: nowIso() }).where("id", "in", others).execute();
    await recountForArticles(trx, others);
    return ids;
  });
  for (const articleId of changed) await ctx.events.emit("article.changed", { articleId });
  return changed;
}
