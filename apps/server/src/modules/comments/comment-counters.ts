import { CommentStatus, ItemType } from "@wenku/contract";
import type { Executor } from "../documents/document-access.js";
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
    const table = item.type === ItemType.article ? "article" : "document";
    await db
      .updateTable(table)
      .set((eb) => ({
        comment_count: eb
          .selectFrom("comment")
          .select(eb.fn.countAll<number>().as("n"))
          .where("comment.type", "=", item.type)
          .where("comment.document_id", "=", item.id)
          .where("comment.status", "=", CommentStatus.approved),
      }))
      .where("id", "=", item.id)
      .execute();
  }
  for (const userId of new Set(touches.users)) {
    await db
      .updateTable("user")
      .set((eb) => ({
        comment_count: eb
          .selectFrom("comment")
          .select(eb.fn.countAll<number>().as("n"))
          .where("comment.user_id", "=", userId)
          .where("comment.status", "=", CommentStatus.approved),
      }))
      .where("id", "=", userId)
      .execute();
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
