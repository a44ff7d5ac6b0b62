import type { AppContext } from "../../context.js";
import type { Turn } from "./build-prompt.js";
import "./tables.js";

/** The topic's earlier question–answer pairs (answers with text only), oldest first, at most `pairs` of them. */
export async function topicHistory(ctx: AppContext, topicId: number, beforeId: number, pairs = 6): Promise<Turn[]> {
  const rows = await ctx.db.kysely
    .selectFrom("chat_message")
    .select(["role", "content"])
    .where("topic_id", "=", topicId)
    .where("id", "<", beforeId)
    .orderBy("id", "desc")
    .limit(pairs * 4)
    .execute();
  const history: Turn[] = [];
  let answer: string | undefined;
  for (const row of rows) {
    if (row.role === "assistant") answer = row.content.trim() || undefined;
    else if (answer !== undefined) {
      history.unshift({ question: row.content, answer });
      answer = undefined;
      if (history.length >= pairs) break;
    }
  }
  return history;
}
