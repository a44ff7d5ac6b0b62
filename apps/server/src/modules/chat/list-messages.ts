import type { ChatMessage } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { pageWindow } from "../../db/list-query.js";
import { findOwnTopic } from "./find-own-topic.js";
import { toChatMessage } from "./message-view.js";

/** GET /api/v1/chat/message/list: the messages of the asker's topic, oldest first. */
export async function listMessages(ctx: AppContext, userId: number, query: { topic_id: number; page: number; size: number }): Promise<{ total: number; message: ChatMessage[] }> {
  const topic = await findOwnTopic(ctx, userId, { id: query.topic_id });
  const { limit, offset } = pageWindow(query.page, query.size, { min: 1, max: 200 });
  const rows = await ctx.db.kysely.selectFrom("chat_message").selectAll().where("topic_id", "=", topic.id).orderBy("id", "asc").limit(limit).offset(offset).execute();
  return { total: topic.message_count, message: rows.map(toChatMessage) };
}
