import type { ChatTopic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { chatMessages } from "./chat-messages.js";
import { selectTopics, toChatTopic } from "./topic-view.js";

/** The asker's topic by id or uuid; anyone else's, or none, is a 404. */
export async function findOwnTopic(ctx: AppContext, userId: number, by: { id?: number; uuid?: string }): Promise<ChatTopic> {
  let query = selectTopics(ctx.db.kysely).where("t.user_id", "=", userId);
  if (by.id) query = query.where("t.id", "=", by.id);
  else if (by.uuid) query = query.where("t.uuid", "=", by.uuid);
  else throw notFound(chatMessages.topicNotFound);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(chatMessages.topicNotFound);
  return toChatTopic(row);
}
