import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { chatMessages } from "./chat-messages.js";
import type { ChatMessageRow } from "./message-view.js";
import "./tables.js";

/** The asker's own message; anyone else's, or none, is a 404. */
export async function findOwnMessage(ctx: AppContext, userId: number, id: number): Promise<ChatMessageRow> {
  const row = await ctx.db.kysely.selectFrom("chat_message").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw notFound(chatMessages.messageNotFound);
  return row;
}
