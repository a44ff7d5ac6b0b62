import type { AppContext } from "../../context.js";
import { isLive } from "../../db/list-query.js";
import type { Actor } from "../session/actor.js";
import { canManageDocuments, isVisibleTo } from "../documents/document-access.js";
import { boughtBy } from "../documents/bought-by.js";

export interface ReadableDocument {
  id: number;
  uuid: string;
  title: string;
  hash: string;
  /** The last page whose text the asker may read; undefined for every page. */
  lastPage: number | undefined;
}

/**
 * The documents among `ids` the asker may read, with how far: live documents by the reader's rule (getDocument) —
 * strangers read the preview pages only, the owner, administrators and buyers every page.
 */
export async function readableDocuments(ctx: AppContext, actor: Actor, ids: number[]): Promise<Map<number, ReadableDocument>> {
  const readable = new Map<number, ReadableDocument>();
  if (ids.length === 0) return readable;
  const db = ctx.db.kysely;
  const userId = actor.user ? Number(actor.user.id) : undefined;
  // Whether the asker bought each document comes with it (one statement), though only limited ones need it.
  const [rows, isManager] = await Promise.all([
    db
      .selectFrom("document")
      .select(["id", "uuid", "title", "hash", "preview", "status", "user_id", "deleted_at"])
      .select((eb) => (userId === undefined ? eb.lit(false) : boughtBy(db, userId)(eb)).as("bought"))
      .where("id", "in", ids)
      .execute(),
    canManageDocuments(actor),
  ]);
  const live = rows.filter((row) => isLive(row) && isVisibleTo(row, userId, isManager));
  const isLimited = (row: (typeof rows)[number]) => row.preview > 0 && !isManager && userId !== Number(row.user_id);
  for (const row of live) {
    const id = Number(row.id);
    const entitled = !isLimited(row) || Boolean(row.bought);
    readable.set(id, { id, uuid: row.uuid, title: row.title, hash: row.hash, lastPage: entitled ? undefined : row.preview });
  }
  return readable;
}
