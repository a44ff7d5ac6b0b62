import type { ChatMessage } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { findOwnMessage } from "./find-own-message.js";
import { toChatMessage } from "./message-view.js";
import { runsOf } from "./run-registry.js";

/**
 * PUT /api/v1/chat/message/cancel: stops the provider call of a running answer and waits until what was
 * streamed is stored as cancelled. A finished answer is left as it is.
 */
export async function cancelMessage(ctx: AppContext, userId: number, id: number): Promise<ChatMessage> {
  await findOwnMessage(ctx, userId, id);
  await runsOf(ctx).stopAll([id], "cancel");
  return toChatMessage(await findOwnMessage(ctx, userId, id));
}
