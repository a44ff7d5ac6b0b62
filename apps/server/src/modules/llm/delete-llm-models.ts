import type { AppContext } from "../../context.js";
import { forgetModels } from "./resolve-model.js";

export async function deleteLlmModels(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.kysely.deleteFrom("llm_model").where("id", "in", ids).execute();
  forgetModels(ctx);
}
