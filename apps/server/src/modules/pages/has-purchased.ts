import type { AppContext } from "../../context.js";

/** Whether the user bought the document: a paid row in the downloads table (owned by modules/downloads). */
export async function hasPurchased(ctx: AppContext, userId: number, documentId: number): Promise<boolean> {
  const row = await ctx.db.kysely
    .selectFrom("download")
    .select("id")
    .where("user_id", "=", userId)
    .where("document_id", "=", documentId)
    .where("is_pay", "=", 1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The documents among `documentIds` the user bought, in one query. */
export async function purchasedAmong(ctx: AppContext, userId: number, documentIds: number[]): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await ctx.db.kysely
    .selectFrom("download")
    .select("document_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("document_id", "in", documentIds)
    .where("is_pay", "=", 1)
    .execute();
  return new Set(rows.map((row) => Number(row.document_id)));
}
