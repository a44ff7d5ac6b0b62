import { ArticleStatus, ItemType, publicDocumentStatuses, type CommentView } from "@wenku/contract";
import { sql, type SqlBool } from "kysely";
import { live } from "../../db/list-query.js";
import type { Executor } from "../documents/document-access.js";
import { toPublicUser } from "../users/user-view.js";
import { commentHtml } from "./comment-html.js";

/**
 * Comments with what they are about: `c`, the document `d` (type 0) or the article `a` (type 1), and whether that
 * item is public — the rows every comment query starts from.
 */
export function commentRows(db: Executor) {
  return db
    .selectFrom("comment as c")
    .leftJoin("document as d", (j) => j.onRef("d.id", "=", "c.document_id").on("c.type", "=", ItemType.document))
    .leftJoin("article as a", (j) => j.onRef("a.id", "=", "c.document_id").on("c.type", "=", ItemType.article));
}

/**
 * Whether the item a row (`c` comment, `f` favorite) is about is open to everyone (a public document, a published
 * article), with the document joined as `d` and the article as `a`.
 */
export const itemIsPublicFor = (row: "c" | "f") => {
  const type = sql.ref(`${row}.type`);
  return sql<SqlBool>`(
  (${type} = ${ItemType.document} and d.id is not null and ${live("d")} and d.status in (${sql.join([...publicDocumentStatuses])}))
  or (${type} = ${ItemType.article} and a.id is not null and ${live("a")} and a.status = ${ArticleStatus.published})
)`;
};

/** Whether the commented item is open to everyone. */
export const itemIsPublic = itemIsPublicFor("c");

export function selectCommentColumns(rows: ReturnType<typeof commentRows>) {
  return rows
    .selectAll("c")
    .select(["d.title as document_title", "d.uuid as document_uuid", "a.title as article_title", "a.identifier as article_identifier"])
    .select(sql<number>`case when ${itemIsPublic} then 1 else 0 end`.as("item_public"));
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectCommentColumns>["execute"]>>[number];

/**
 * The API view of comment rows, with their authors' public profiles. `showItem` says whether the title and key of
 * a non-public item may be shown (to administrators); public items always show them.
 */
export async function toCommentViews(db: Executor, rows: CommentRow[], showItem: boolean): Promise<CommentView[]> {
  const userIds = [...new Set(rows.map((r) => Number(r.user_id)))];
  const users = userIds.length ? await db.selectFrom("user").selectAll().where("id", "in", userIds).execute() : [];
  const byId = new Map(users.map((u) => [Number(u.id), toPublicUser(u)]));
  return rows.map((row) => {
    const type = row.type;
    const title = (type === ItemType.article ? row.article_title : row.document_title) ?? "";
    const key = (type === ItemType.article ? row.article_identifier : row.document_uuid) ?? "";
    const itemShown = showItem || Number(row.item_public) === 1;
    const user = byId.get(Number(row.user_id));
    return {
      id: Number(row.id),
      parent_id: Number(row.parent_id),
      content: row.content,
      content_html: commentHtml(row.content),
      document_id: Number(row.document_id),
      status: row.status,
      comment_count: row.comment_count,
      user_id: Number(row.user_id),
      ...(user ? { user } : {}),
      document_title: itemShown ? title : "",
      document_uuid: itemShown ? key : "",
      type,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
