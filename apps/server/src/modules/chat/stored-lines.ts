import type { ChatStreamLine } from "@wenku/contract";
import { toChatMessage, type ChatMessageRow } from "./message-projection.js";

/** The stream of an answer no run of this process is generating (finished, or left by a stopped process). */
export function storedLines(row: ChatMessageRow): ChatStreamLine[] {
  const message = toChatMessage(row);
  const lines: ChatStreamLine[] = [{ type: "references", references: message.references }];
  if (message.reasoning) lines.push({ type: "reasoning", delta: message.reasoning });
  if (message.content) lines.push({ type: "content", delta: message.content });
  if (message.usage.total_tokens > 0) lines.push({ type: "usage", usage: message.usage });
  lines.push({ type: "end", id: message.id, status: message.status, ...(message.error ? { error: message.error } : {}) });
  return lines;
}
