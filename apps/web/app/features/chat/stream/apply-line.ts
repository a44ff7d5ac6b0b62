import { ChatMessageStatus, type ChatMessage, type ChatStreamLine } from "@wenku/contract";

/** The answer after one stream line: references replaced, deltas appended, usage and the final status taken. */
export function applyStreamLine(message: ChatMessage, line: ChatStreamLine): ChatMessage {
  switch (line.type) {
    case "references":
      return { ...message, references: line.references };
    case "reasoning":
      return { ...message, reasoning: message.reasoning + line.delta, status: ChatMessageStatus.generating };
    case "content":
      return { ...message, content: message.content + line.delta, status: ChatMessageStatus.generating };
    case "usage":
      return { ...message, usage: line.usage };
    case "end":
      return { ...message, status: line.status, error: line.error ?? message.error };
  }
}
