import type { LlmModel, llmModelListQuerySchema } from "@wenku/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import { toLlmModel } from "./llm-model-view.js";

/** Models for administrators, sort desc then id, filtered by keyword (title, model), provider, kind and enable. */
export async function listLlmModels(ctx: AppContext, query: z.output<typeof llmModelListQuerySchema>): Promise<{ total: number; llm: LlmModel[] }> {
  let base = ctx.db.kysely.selectFrom("llm_model");
  if (query.wd?.trim()) base = base.where(keywordMatch(["title", "model"], query.wd.trim()));
  if (query.provider) base = base.where("provider", "=", query.provider as LlmModel["provider"]);
  if (query.is_embedding !== undefined) base = base.where("is_embedding", "=", query.is_embedding ? 1 : 0);
  if (query.enable !== undefined) base = base.where("enable", "=", query.enable ? 1 : 0);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll().orderBy("sort", "desc").orderBy("id", "asc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, llm: rows.map((row) => toLlmModel(ctx, row)) };
}
