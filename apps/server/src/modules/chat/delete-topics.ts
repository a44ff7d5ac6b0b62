import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { chatMessages } from "./chat-messages.js";
import { stopElsewhere } from "./remote-cancel.js";
import { runsOf } from "./run-registry.js";
import "./tables.js";

/**
 * Deletes topics with their messages, stopping their running answers first (with Redis, also those running in
 * another process). `userId` limits it to the asker's topics (404 when any is not theirs); administrators delete any.
 */
export async function deleteTopics(ctx: AppContext, ids: number[], userId?: number): Promise<void> {
  const db = ctx.db.kysely;
  let owned = db.selectFrom("chat_topic").select("id").where("id", "in", ids);
  if (userId !== undefined) owned = owned.where("user_id", "=", userId);
  const topics = (await owned.execute()).map((t) => Number(t.id));
  if (userId !== undefined && topics.length < new Set(ids).size) throw notFound(chatMessages.topicNotFound);
  if (topics.length === 0) return;
  const messages = await db.selectFrom("chat_message").select("id").where("topic_id", "in", topics).execute();
  const messageIds = messages.map((m) => Number(m.id));
  await Promise.all([runsOf(ctx).stopAll(messageIds, "cancel"), stopElsewhere(ctx, messageIds)]);
  await db.deleteFrom("chat_message").where("topic_id", "in", topics).execute();
  await db.deleteFrom("chat_topic").where("id", "in", topics).execute();
}
