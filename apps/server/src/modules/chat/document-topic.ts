import crypto from "node:crypto";
import { ChatTopicCategory, type ChatTopic } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { Actor } from "../session/actor.js";
import { notFound } from "../../http/errors.js";
import { chatMessages } from "./chat-messages.js";
import { readableDocument } from "./readable-document.js";
import { selectTopics, toChatTopic } from "./topic-view.js";

/**
 * GET /api/v1/chat/topic/document: the asker's topic about one readable document, created on first ask. A
 * partial unique index (user, document) of category-1 topics makes concurrent first asks share one topic.
 */
export async function documentTopic(ctx: AppContext, actor: Actor, documentId: number): Promise<ChatTopic> {
  const userId = Number(actor.requireUser().id);
  const doc = await readableDocument(ctx, actor, documentId);
  const find = () =>
    selectTopics(ctx.db.kysely)
      .where("t.user_id", "=", userId)
      .where("t.category", "=", ChatTopicCategory.document)
      .where("t.document_id", "=", Number(doc.id))
      .executeTakeFirst();
  const existing = await find();
  if (existing) return toChatTopic(existing);
  const now = nowIso();
  await ctx.db.kysely
    .insertInto("chat_topic")
    .values({
      uuid: crypto.randomUUID(),
      user_id: userId,
      title: doc.title,
      category: ChatTopicCategory.document,
      document_id: Number(doc.id),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const created = await find();
  if (!created) throw notFound(chatMessages.topicNotFound);
  return toChatTopic(created);
}
