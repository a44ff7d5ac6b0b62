import type { ChatModel } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { defaultAmong, enabledChatModelRows } from "./resolve-model.js";

/** What a member may choose: the enabled chat models, in list order, the default one marked. No URL, no key. */
export async function listChatModels(ctx: AppContext): Promise<{ model: ChatModel[] }> {
  const [rows, configured] = await Promise.all([enabledChatModelRows(ctx), ctx.settings.number("llm", "default_model_id")]);
  const defaultId = Number(defaultAmong(rows, configured)?.id ?? 0);
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
