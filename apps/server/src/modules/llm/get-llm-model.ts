import type { LlmModel } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { llmModelNotFound, toLlmModel } from "./llm-model-view.js";

export async function getLlmModel(ctx: AppContext, id: number): Promise<LlmModel> {
  const row = await ctx.db.kysely.selectFrom("llm_model").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(llmModelNotFound);
  return toLlmModel(ctx, row);
}
