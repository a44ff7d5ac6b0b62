import type { AppContext } from "../../context.js";

/** GET /api/v1/document/score: the caller's rating of a document, or {} when they have not rated it. */
export async function getRating(ctx: AppContext, userId: number, documentId: number) {
  const row = await ctx.db.kysely
    .selectFrom("document_score")
    .selectAll()
    .where("user_id", "=", userId)
    .where("document_id", "=", documentId)
    .executeTakeFirst();
  if (!row) return {};
  return {
    id: Number(row.id),
    document_id: Number(row.document_id),
    user_id: Number(row.user_id),
    score: row.score,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
