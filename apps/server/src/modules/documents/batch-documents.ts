import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { recountLanguageDocuments } from "./document-counters.js";
import { live, unique } from "../../db/list-query.js";
import { assertDocumentCategories, assertDocumentLanguage, setDocumentCategories } from "./update-document.js";

async function liveDocumentIds(ctx: AppContext, ids: number[]): Promise<number[]> {
  const rows = await ctx.db.kysely.selectFrom("document").select("id").where("id", "in", ids).where(live()).execute();
  return rows.map((r) => Number(r.id));
}

/** PUT /api/v1/document/category: replaces the categories of many documents at once. */
export async function setCategoriesOfDocuments(ctx: AppContext, documentIds: number[], categoryIds: number[]): Promise<void> {
  const categories = unique(categoryIds);
  await assertDocumentCategories(ctx.db.kysely, categories);
  const ids = await liveDocumentIds(ctx, unique(documentIds));
  if (ids.length === 0) return;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await setDocumentCategories(trx, ids, categories);
    await trx.updateTable("document").set({ updated_at: nowIso() }).where("id", "in", ids).execute();
  });
  for (const documentId of ids) await ctx.events.emit("document.changed", { documentId });
}

/** PUT /api/v1/document/language: sets the language of many documents at once. */
export async function setLanguageOfDocuments(ctx: AppContext, documentIds: number[], language: string): Promise<void> {
  await assertDocumentLanguage(ctx.db.kysely, language);
  const ids = await liveDocumentIds(ctx, unique(documentIds));
  if (ids.length === 0) return;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("document").select("language").distinct().where("id", "in", ids).execute();
    await trx.updateTable("document").set({ language, updated_at: nowIso() }).where("id", "in", ids).execute();
    await recountLanguageDocuments(trx, [...before.map((r) => r.language), language]);
  });
  for (const documentId of ids) await ctx.events.emit("document.changed", { documentId });
}
