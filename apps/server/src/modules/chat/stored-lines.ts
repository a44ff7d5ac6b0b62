import type { ChatReference, ChatStreamLine, ChatUsage } from "@wenku/contract";
import { toChatMessage, type ChatMessageRow } from "./message-view.js";

/** What an answer holds so far; each part present becomes its stream line, in the stream's order. */
export interface AnswerParts {
  references?: ChatReference[];
  reasoning: string;
  content: string;
  usage?: ChatUsage;
  end?: { id: number; status: number; error: string };
}

export function answerLines(parts: AnswerParts): ChatStreamLine[] {
  const lines: ChatStreamLine[] = [];
  if (parts.references) lines.push({ type: "references", references: parts.references });
  if (parts.reasoning) lines.push({ type: "reasoning", delta: parts.reasoning });
  if (parts.content) lines.push({ type: "content", delta: parts.content });
  if (parts.usage) lines.push({ type: "usage", usage: parts.usage });
  if (parts.end) lines.push({ type: "end", id: parts.end.id, status: parts.end.status, ...(parts.end.error ? { error: parts.end.error } : {}) });
  return lines;
}

/** The stream of an answer no run of this process is generating (finished, or left by a stopped process). */
export function storedLines(row: ChatMessageRow): ChatStreamLine[] {
  const message = toChatMessage(row);
  return answerLines({
    references: message.references,
    reasoning: message.reasoning,
    content: message.content,
    ...(message.usage.total_tokens > 0 ? { usage: message.usage } : {}),
    end: { id: message.id, status: message.status, error: message.error ?? "" },
  });
}
