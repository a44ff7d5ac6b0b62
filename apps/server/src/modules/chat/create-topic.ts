import crypto from "node:crypto";
import { ChatTopicCategory } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { badRequest } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { chatMessages } from "./chat-messages.js";
import { documentTopic } from "./document-topic.js";
import "./tables.js";

export interface NewTopic {
  category: number;
  title: string;
  document_id?: number;
}

/** POST /api/v1/chat/topic; a document topic (category 1) is the asker's one topic about that document. */
export async function createTopic(ctx: AppContext, actor: Actor, input: NewTopic): Promise<{ id: number; uuid: string }> {
  const userId = Number(actor.requireUser().id);
  if (input.category === ChatTopicCategory.document) {
    if (!input.document_id || input.document_id <= 0) throw badRequest(chatMessages.documentRequired);
    const topic = await documentTopic(ctx, actor, input.document_id);
    return { id: topic.id, uuid: topic.uuid };
  }
  const now = nowIso();
  const uuid = crypto.randomUUID();
  const row = await ctx.db.kysely
    .insertInto("chat_topic")
    .values({ uuid, user_id: userId, title: input.title, category: input.category, document_id: 0, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), uuid };
}
