import { ItemType } from "@wenku/contract";
import type { z } from "zod";
import type { favoriteSchema } from "@wenku/contract";
import { distinctItems } from "../comments/item-target.js";
import type { Executor } from "../../db/schema.js";
import { setArticleCounts } from "../articles/article-counters.js";
import { setDocumentCounts } from "../documents/document-counters.js";
import { setUserCounts } from "../users/user-counts.js";

export type FavoriteView = z.infer<typeof favoriteSchema>;

/**
 * Favorites with what they are about: the document's title, type, rating, size and pages, or the article's title
 * and identifier. Favorites whose item no longer exists are left out.
 */
export function favoritesWithItems(db: Executor) {
  return db
    .selectFrom("favorite as f")
    .leftJoin("document as d", (j) => j.onRef("d.id", "=", "f.document_id").on("f.type", "=", ItemType.document))
    .leftJoin("article as a", (j) => j.onRef("a.id", "=", "f.document_id").on("f.type", "=", ItemType.article))
    .where((eb) => eb.or([eb("d.id", "is not", null), eb("a.id", "is not", null)]));
}

export function selectFavoriteColumns(rows: ReturnType<typeof favoritesWithItems>) {
  return rows
    .select(["f.id", "f.user_id", "f.document_id", "f.type", "f.created_at", "f.updated_at"])
    .select(["d.title as document_title", "d.ext", "d.score", "d.size", "d.pages", "d.uuid", "a.title as article_title", "a.identifier"]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectFavoriteColumns>["execute"]>>[number];

export function toFavoriteView(row: Row): FavoriteView {
  const isArticle = row.type === ItemType.article;
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    document_id: Number(row.document_id),
    type: row.type,
    title: (isArticle ? row.article_title : row.document_title) ?? "",
    ext: row.ext ?? "",
    score: row.score ?? 0,
    size: Number(row.size ?? 0),
    pages: row.pages ?? 0,
    document_uuid: (isArticle ? row.identifier : row.uuid) ?? "",
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** favorite_count of documents, articles and the users who favorite, recounted from the favorite rows. */
export async function recountFavorites(db: Executor, items: Array<{ type: number; id: number }>, userIds: number[]): Promise<void> {
  for (const item of distinctItems(items)) {
    const favorites = db.selectFrom("favorite").select((eb) => eb.fn.countAll<number>().as("n")).where("favorite.type", "=", item.type).where("favorite.document_id", "=", item.id);
    if (item.type === ItemType.article) await setArticleCounts(db, item.id, () => ({ favorite_count: favorites }));
    else await setDocumentCounts(db, item.id, () => ({ favorite_count: favorites }));
  }
  for (const userId of new Set(userIds)) {
    await setUserCounts(db, userId, (eb) => ({ favorite_count: eb.selectFrom("favorite").select(eb.fn.countAll<number>().as("n")).where("favorite.user_id", "=", userId) }));
  }
}
