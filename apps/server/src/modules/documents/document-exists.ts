import type { AppContext } from "../../context.js";
import { live } from "../../db/list-query.js";

/** Whether the library already holds a live document with this file (api-contract §6.3: GET /document/exist). */
export async function documentExists(ctx: AppContext, hash: string): Promise<boolean> {
  const row = await ctx.db.kysely.selectFrom("document").select("id").where("hash", "=", hash).where(live()).executeTakeFirst();
  return Boolean(row);
}
