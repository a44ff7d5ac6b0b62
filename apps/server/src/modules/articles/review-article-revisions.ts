import { ArticleStatus, RevisionStatus } from "@wenku/contract";
import { nowIso } from "../../db/columns.js";
import type { Executor } from "./article-access.js";
import { replaceArticleCategories } from "./article-categories.js";
import { categoriesOfArticles, recountForArticles } from "./article-counters.js";
import { splitIds } from "./article-revision.js";

/** Of these articles, the published ones with an edit pending review: a review of them decides on the edit. */
export async function articlesWithPendingRevision(db: Executor, articleIds: number[]): Promise<number[]> {
  if (articleIds.length === 0) return [];
  const rows = await db
    .selectFrom("article_revision as r")
    .innerJoin("article as a", "a.id", "r.article_id")
    .select("r.article_id")
    .where("r.article_id", "in", articleIds)
    .where("r.status", "=", RevisionStatus.pending)
    .where("a.status", "=", ArticleStatus.published)
    .execute();
  return rows.map((r) => Number(r.article_id));
}

/** Approval: the pending edit becomes the published article (categories and counters follow) and is removed. */
export async function applyArticleRevisions(trx: Executor, articleIds: number[]): Promise<void> {
  const now = nowIso();
  for (const articleId of articleIds) {
    const revision = await trx.selectFrom("article_revision").selectAll().where("article_id", "=", articleId).executeTakeFirstOrThrow();
    const previous = await categoriesOfArticles(trx, [articleId]);
    const { title, keywords, description, author, markdown, content } = revision;
    await trx
      .updateTable("article")
      .set({ title, keywords, description, author, markdown, content, reject_reason: "", updated_at: now })
      .where("id", "=", articleId)
      .execute();
    await replaceArticleCategories(trx, [articleId], splitIds(revision.category_ids));
    await recountForArticles(trx, [articleId], previous);
    await trx.deleteFrom("article_revision").where("article_id", "=", articleId).execute();
  }
}

/** Rejection: the published article stays; the edit is kept, marked rejected with the reason, for its author. */
export async function rejectArticleRevisions(trx: Executor, articleIds: number[], reason: string): Promise<void> {
  if (articleIds.length === 0) return;
  await trx
    .updateTable("article_revision")
    .set({ status: RevisionStatus.rejected, reject_reason: reason, updated_at: nowIso() })
    .where("article_id", "in", articleIds)
    .execute();
}
