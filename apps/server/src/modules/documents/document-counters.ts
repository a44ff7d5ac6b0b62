import type { Executor } from "./document-access.js";
import { unique } from "./list-helpers.js";

/**
 * Denormalised counts recomputed from the rows they count, inside the caller's transaction: a user's documents,
 * a category's documents and a language's documents count live (not deleted) documents.
 */
export async function recountUserDocuments(db: Executor, userIds: number[]): Promise<void> {
  for (const userId of unique(userIds)) {
    await db
      .updateTable("user")
      .set((eb) => ({
        doc_count: eb
          .selectFrom("document")
          .select(eb.fn.countAll<number>().as("n"))
          .where("document.user_id", "=", userId)
          .where("document.deleted_at", "is", null),
      }))
      .where("id", "=", userId)
      .execute();
  }
}

export async function recountCategoryDocuments(db: Executor, categoryIds: number[]): Promise<void> {
  for (const categoryId of unique(categoryIds)) {
    await db
      .updateTable("category")
      .set((eb) => ({
        doc_count: eb
          .selectFrom("document_category as dc")
          .innerJoin("document as d", "d.id", "dc.document_id")
          .select(eb.fn.countAll<number>().as("n"))
          .where("dc.category_id", "=", categoryId)
          .where("d.deleted_at", "is", null),
      }))
      .where("id", "=", categoryId)
      .execute();
  }
}

export async function recountLanguageDocuments(db: Executor, codes: string[]): Promise<void> {
  for (const code of unique(codes.filter(Boolean))) {
    await db
      .updateTable("language")
      .set((eb) => ({
        total: eb
          .selectFrom("document")
          .select(eb.fn.countAll<number>().as("n"))
          .where("document.language", "=", code)
          .where("document.deleted_at", "is", null),
      }))
      .where("code", "=", code)
      .execute();
  }
}

/** The category ids of documents, before a change moves or removes them. */
export async function categoriesOf(db: Executor, documentIds: number[]): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const rows = await db.selectFrom("document_category").select("category_id").where("document_id", "in", documentIds).execute();
  return unique(rows.map((r) => Number(r.category_id)));
}

/** Everything counted for a set of documents: their uploaders, categories and languages. */
export async function recountForDocuments(db: Executor, documentIds: number[], extraCategoryIds: number[] = []): Promise<void> {
  if (documentIds.length === 0) return;
  const docs = await db.selectFrom("document").select(["user_id", "language"]).where("id", "in", documentIds).execute();
  await recountUserDocuments(db, docs.map((d) => Number(d.user_id)));
  await recountCategoryDocuments(db, [...(await categoriesOf(db, documentIds)), ...extraCategoryIds]);
  await recountLanguageDocuments(db, docs.map((d) => d.language));
}
