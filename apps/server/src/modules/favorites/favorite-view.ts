import type { z } from "zod";
import type { favoriteSchema } from "@wenku/contract";
import type { Executor } from "../documents/document-access.js";

export type FavoriteView = z.infer<typeof favoriteSchema>;

/** Favorites with the title, type, rating, size and pages of their documents. */
export function favoritesWithDocuments(db: Executor) {
  return db
    .selectFrom("favorite as f")
    .innerJoin("document as d", "d.id", "f.document_id")
    .where("f.type", "=", 0)
    .select(["f.id", "f.user_id", "f.document_id", "f.type", "f.created_at", "f.updated_at"])
    .select(["d.title", "d.ext", "d.score", "d.size", "d.pages", "d.uuid"]);
}

type Row = Awaited<ReturnType<ReturnType<typeof favoritesWithDocuments>["execute"]>>[number];

export function toFavoriteView(row: Row): FavoriteView {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    document_id: Number(row.document_id),
    type: row.type,
    title: row.title,
    ext: row.ext,
    score: row.score,
    size: Number(row.size),
    pages: row.pages,
    document_uuid: row.uuid,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** favorite_count of documents and of the users who favorite, recounted from the favorite rows. */
export async function recountFavorites(db: Executor, documentIds: number[], userIds: number[]): Promise<void> {
  for (const documentId of new Set(documentIds)) {
    await db
      .updateTable("document")
      .set((eb) => ({
        favorite_count: eb.selectFrom("favorite").select(eb.fn.countAll<number>().as("n")).where("favorite.type", "=", 0).where("favorite.document_id", "=", documentId),
      }))
      .where("id", "=", documentId)
      .execute();
  }
  for (const userId of new Set(userIds)) {
    await db
      .updateTable("user")
      .set((eb) => ({ favorite_count: eb.selectFrom("favorite").select(eb.fn.countAll<number>().as("n")).where("favorite.user_id", "=", userId) }))
      .where("id", "=", userId)
      .execute();
  }
}
