import { ItemType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { Executor } from "../documents/document-access.js";

/** Whether a document or article row is gone for good (purged from its recycle bin), not merely in the bin. */
export async function itemIsGone(db: Executor, type: number, id: number): Promise<boolean> {
  const table = type === ItemType.article ? "article" : "document";
  return !(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

/**
 * Runs `cleanup(type, id)` whenever a document or article is purged. The `*.deleted` events also fire when an item
 * only moves to the recycle bin, where its comments, favorites and reports stay for a restore.
 */
export function onItemPurged(ctx: AppContext, cleanup: (db: Executor, type: number, id: number) => Promise<void>): void {
  const run = async (type: number, id: number) => {
    if (await itemIsGone(ctx.db.kysely, type, id)) await ctx.db.kysely.transaction().execute((trx) => cleanup(trx, type, id));
  };
  ctx.events.on("document.deleted", ({ documentId }) => run(ItemType.document, documentId));
  ctx.events.on("article.deleted", ({ articleId }) => run(ItemType.article, articleId));
}
