import { ItemType } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import type { Executor } from "../documents/document-access.js";

/** Whether a document or article row is gone for good (purged from its recycle bin), not merely in the bin. */
export async function itemIsGone(db: Executor, type: number, id: number): Promise<boolean> {
  const table = type === ItemType.article ? "article" : "document";
  return !(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

type PurgeCleanup = (db: Executor, type: number, id: number) => Promise<void>;

const cleanupsByContext = new WeakMap<AppContext, PurgeCleanup[]>();

/**
 * Runs `cleanup(type, id)` whenever a document or article is purged, each cleanup in its own transaction. The
 * `*.deleted` events also fire when an item only moves to the recycle bin, where its comments, favorites and
 * reports stay for a restore; whether the item is gone is asked once per event for all cleanups.
 */
export function onItemPurged(ctx: AppContext, cleanup: PurgeCleanup): void {
  const registered = cleanupsByContext.get(ctx);
  if (registered) {
    registered.push(cleanup);
    return;
  }
  const cleanups = [cleanup];
  cleanupsByContext.set(ctx, cleanups);
  const run = async (type: number, id: number) => {
    if (!(await itemIsGone(ctx.db.kysely, type, id))) return;
    for (const each of cleanups) {
      try {
        await ctx.db.kysely.transaction().execute((trx) => each(trx, type, id));
      } catch (error) {
        ctx.log.error("purged item cleanup failed", { type, id, err: error });
      }
    }
  };
  ctx.events.on("document.deleted", ({ documentId }) => run(ItemType.document, documentId));
  ctx.events.on("article.deleted", ({ articleId }) => run(ItemType.article, articleId));
}
