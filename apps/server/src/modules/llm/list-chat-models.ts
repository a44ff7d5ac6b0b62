import type { ChatModel } from "@wenku/contract";
import type { AppContext } from "../../context.js";

/** What a member may choose: the enabled chat models, in list order, the default one marked. No URL, no key. */
export async function listChatModels(ctx: AppContext): Promise<{ model: ChatModel[] }> {
  const rows = await ctx.db.kysely
    .selectFrom("llm_model")
    .select(["id", "title", "provider", "enable_thinking"])
    .where("enable", "=", 1)
    .where("is_embedding", "=", 0)
    .orderBy("sort", "desc")
    .orderBy("id", "asc")
    .execute();
  // The default is the configured model when it is listed, else the first listed (as defaultChatModelRow decides).
  const configured = await ctx.settings.number("llm", "default_model_id");
  const defaultId = Number((rows.find((row) => Number(row.id) === configured) ?? rows[0])?.id ?? 0);
  return {
    model: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      provider: row.provider,
      enable_thinking: Boolean(row.enable_thinking),
      is_default: Number(row.id) === defaultId,
    })),
  };
}
