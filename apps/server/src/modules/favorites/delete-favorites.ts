import type { AppContext } from "../../context.js";
import { recountFavorites } from "./favorite-view.js";

/** DELETE /api/v1/favorite: removes the caller's own favorites among the ids; others' are left alone. */
export async function deleteFavorites(ctx: AppContext, userId: number, ids: number[]): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom("favorite").where("id", "in", ids).where("user_id", "=", userId).returning(["document_id", "type"]).execute();
    if (rows.length === 0) return;
    await recountFavorites(trx, rows.map((r) => ({ type: r.type, id: Number(r.document_id) })), [userId]);
  });
}
