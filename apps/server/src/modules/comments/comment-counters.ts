import { CommentStatus, ItemType } from "@wenku/contract";
import type { Executor } from "../../db/schema.js";
import { setArticleCounts } from "../articles/article-counters.js";
import { setDocumentCounts } from "../documents/document-counters.js";
import { setUserCounts } from "../users/user-counts.js";
import { distinctItems } from "./item-target.js";

/** What a change of comments touched: the commented items, the commenters and the comments replied to. */
export interface CommentTouches {
  items: Array<{ type: number; id: number }>;
  users: number[];
  parents: number[];
}

export function touchesOf(rows: Array<{ type: number; document_id: number; user_id: number; parent_id: number }>): CommentTouches {
  return {
    items: rows.map((r) => ({ type: r.type, id: Number(r.document_id) })),
    users: rows.map((r) => Number(r.user_id)),
    parents: rows.map((r) => Number(r.parent_id)).filter((id) => id > 0),
  };
}

/**
 * comment_count of the touched documents and articles (approved comments), users (their approved comments) and
 * parent comments (approved direct replies), recounted from the comment rows in the caller's transaction.
 */
export async function recountComments(db: Executor, touches: CommentTouches): Promise<void> {
  for (const item of distinctItems(touches.items)) {
    const approved = db
      .selectFrom("comment")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("comment.type", "=", item.type)
      .where("comment.document_id", "=", item.id)
      .where("comment.status", "=", CommentStatus.approved);
    if (item.type === ItemType.article) await setArticleCounts(db, item.id, () => ({ comment_count: approved }));
    else await setDocumentCounts(db, item.id, () => ({ comment_count: approved }));
  }
  for (const userId of new Set(touches.users)) {
    await setUserCounts(db, userId, (eb) => ({
      comment_count: eb.selectFrom("comment").select(eb.fn.countAll<number>().as("n")).where("comment.user_id", "=", userId).where("comment.status", "=", CommentStatus.approved),
    }));
  }
  for (const parentId of new Set(touches.parents)) {
    await db
      .updateTable("comment")
      .set((eb) => ({
        comment_count: eb
          .selectFrom("comment as r")
          .select(eb.fn.countAll<number>().as("n"))
          .where("r.parent_id", "=", parentId)
          .where("r.status", "=", CommentStatus.approved),
      }))
      .where("id", "=", parentId)
      .execute();
  }
}
