import type { AppContext } from "../../../context.js";
import "../tables.js";

/** The generation items of a type are written with: that of the latest rebuild, so a running rebuild keeps them. */
export async function currentGeneration(ctx: AppContext, docType: 0 | 1): Promise<number> {
  const job = await ctx.db.kysely.selectFrom("search_job").select("generation").where("doc_type", "=", docType).executeTakeFirst();
  return job?.generation ?? 0;
}
