import { RevisionStatus, type ArticleRevisionView } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { Executor } from "./article-access.js";
import type { ArticleRevisionTable } from "./tables.js";

export type ArticleRevisionRow = Selectable<ArticleRevisionTable>;

export { joinIds, splitIds } from "../documents/document-revision.js";
import { splitIds } from "../documents/document-revision.js";

export function findArticleRevision(db: Executor, articleId: number): Promise<ArticleRevisionRow | undefined> {
  return db.selectFrom("article_revision").selectAll().where("article_id", "=", articleId).executeTakeFirst();
}

/** The revisions of these articles, by article id. */
export async function revisionsOfArticles(db: Executor, articleIds: number[]): Promise<Map<number, ArticleRevisionRow>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db.selectFrom("article_revision").selectAll().where("article_id", "in", articleIds).execute();
  return new Map(rows.map((row) => [Number(row.article_id), row]));
}

/** A revision as its author and reviewers see it; lists leave out the body. */
export function toArticleRevisionView(row: ArticleRevisionRow, withBody: boolean): ArticleRevisionView {
  const summary = { status: row.status, reject_reason: row.reject_reason, title: row.title, created_at: row.created_at, updated_at: row.updated_at };
  if (!withBody) return summary;
  return {
    ...summary,
    keywords: row.keywords,
    description: row.description,
    author: row.author,
    content: row.content,
    markdown: row.markdown,
    category_id: splitIds(row.category_ids),
  };
}

export type ArticleRevisionFields = Omit<ArticleRevisionRow, "status" | "reject_reason" | "created_at" | "updated_at">;

/** Saves the author's edit as the article's pending revision, replacing an earlier one. */
export async function savePendingArticleRevision(db: Executor, fields: ArticleRevisionFields, now: string): Promise<void> {
  const pending = { ...fields, status: RevisionStatus.pending, reject_reason: "", updated_at: now };
  await db
    .insertInto("article_revision")
    .values({ ...pending, created_at: now })
    .onConflict((oc) => oc.column("article_id").doUpdateSet(pending))
    .execute();
}
