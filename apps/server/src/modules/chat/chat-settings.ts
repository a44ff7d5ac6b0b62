import type { AppContext } from "../../context.js";

export interface ChatSettings {
  systemPrompt: string;
  maxChunks: number;
  minScore: number;
  timeoutMs: number;
}

/** The llm settings one answer run uses, read once when it starts. */
export async function readChatSettings(ctx: AppContext): Promise<ChatSettings> {
  const s = ctx.settings;
  const timeout = await s.number("llm", "message_timeout");
  return {
    systemPrompt: await s.get("llm", "system_prompt"),
    maxChunks: Math.min(50, Math.max(1, Math.floor(await s.number("llm", "max_context_chunks")))),
    minScore: Math.max(0, await s.number("llm", "min_score")),
    timeoutMs: (timeout > 0 ? timeout : 120) * 1000,
  };
}
