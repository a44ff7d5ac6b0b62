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
