import type { ChatStreamLine } from "@wenku/contract";
import { toChatMessage, type ChatMessageRow } from "./message-view.js";
import { answerLines, type AnswerParts } from "./stored-lines.js";

const rest = (whole: string, head: string) => (whole.length > head.length && whole.startsWith(head) ? whole.slice(head.length) : "");

/** An answer's stream lines added up: what a stream response has sent, or what a run's stream held when joined. */
export class AnswerSoFar {
  private readonly parts: AnswerParts = { reasoning: "", content: "" };

  get ended(): boolean {
    return this.parts.end !== undefined;
  }

  add(line: ChatStreamLine): void {
    if (line.type === "references") this.parts.references = line.references;
    else if (line.type === "reasoning") this.parts.reasoning += line.delta;
    else if (line.type === "content") this.parts.content += line.delta;
    else if (line.type === "usage") this.parts.usage = line.usage;
    else this.parts.end = { id: line.id, status: line.status, error: line.error ?? "" };
  }

  /** One line per kind, in the stream's order (as a run replays itself to a late joiner). */
  lines(): ChatStreamLine[] {
    return answerLines(this.parts);
  }

  /** The lines that complete this from the stored answer, which has ended: what is missing, then its end line. */
  restFrom(row: ChatMessageRow): ChatStreamLine[] {
    const message = toChatMessage(row);
    return answerLines({
      ...(this.parts.references ? {} : { references: message.references }),
      reasoning: rest(message.reasoning, this.parts.reasoning),
      content: rest(message.content, this.parts.content),
      ...(this.parts.usage || message.usage.total_tokens === 0 ? {} : { usage: message.usage }),
      end: { id: message.id, status: message.status, error: message.error ?? "" },
    });
  }
}
