import { isFinishedChatStatus, type ChatMessage } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { findOwnMessage } from "./find-own-message.js";
import { toChatMessage } from "./message-view.js";
import { cancelElsewhere } from "./remote-cancel.js";
import { runsOf } from "./run-registry.js";

/**
 * PUT /api/v1/chat/message/cancel: stops the provider call of a running answer and waits until what was
 * streamed is stored as cancelled. A finished answer is left as it is. With Redis, an answer generating in another
 * process is stopped there (remote-cancel.ts).
 */
export async function cancelMessage(ctx: AppContext, userId: number, id: number): Promise<ChatMessage> {
  const row = await findOwnMessage(ctx, userId, id);
  const runs = runsOf(ctx);
  if (ctx.shared && !runs.get(id) && !isFinishedChatStatus(Number(row.status))) await cancelElsewhere(ctx, ctx.shared, id);
  else await runs.stopAll([id], "cancel");
  return toChatMessage(await findOwnMessage(ctx, userId, id));
}
