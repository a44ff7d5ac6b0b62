import { ChatTopicCategory } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { stopElsewhere } from "./remote-cancel.js";
import { runsOf } from "./run-registry.js";
import "./tables.js";

/** DELETE /api/v1/chat/message/document: clears the asker's conversation about one document (the topic stays). */
export async function deleteDocumentMessages(ctx: AppContext, userId: number, documentId: number): Promise<void> {
  const db = ctx.db.kysely;
  const topics = db
    .selectFrom("chat_topic")
    .select("id")
    .where("user_id", "=", userId)
    .where("category", "=", ChatTopicCategory.document)
    .where("document_id", "=", documentId);
  const messages = await db.selectFrom("chat_message").select("id").where("topic_id", "in", topics).execute();
  if (messages.length === 0) return;
  const ids = messages.map((m) => Number(m.id));
  await Promise.all([runsOf(ctx).stopAll(ids, "cancel"), stopElsewhere(ctx, ids)]);
  await db.deleteFrom("chat_message").where("topic_id", "in", topics).execute();
  await db.updateTable("chat_topic").set({ updated_at: nowIso() }).where("id", "in", topics).execute();
}
