import type { ChatModel } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { defaultChatModelRow } from "./resolve-model.js";

/** What a member may choose: the enabled chat models, in list order, the default one marked. No URL, no key. */
export async function listChatModels(ctx: AppContext): Promise<{ model: ChatModel[] }> {
  const [rows, fallback] = await Promise.all([
    ctx.db.kysely
      .selectFrom("llm_model")
      .select(["id", "title", "provider", "enable_thinking"])
      .where("enable", "=", 1)
      .where("is_embedding", "=", 0)
      .orderBy("sort", "desc")
      .orderBy("id", "asc")
      .execute(),
    defaultChatModelRow(ctx),
  ]);
  return {
    model: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      provider: row.provider,
      enable_thinking: Boolean(row.enable_thinking),
      is_default: fallback !== undefined && Number(fallback.id) === Number(row.id),
    })),
  };
}
