import type { ChatReference, ChatStreamLine, ChatUsage } from "@wenku/contract";
import { answerLines } from "./stored-lines.js";

/** Why a run was stopped from outside the provider call. */
export type StopReason = "cancel" | "timeout" | "shutdown";

type Listener = (line: ChatStreamLine) => void;

/**
 * The live state of one answer being generated in this process: what was streamed so far (so that a client
 * joining late is sent it first), who listens, and the AbortController of the provider call.
 */
export class AnswerRun {
  references: ChatReference[] | undefined;
  reasoning = "";
  content = "";
  usage: ChatUsage | undefined;
  end: { status: number; error: string } | undefined;
  stopReason: StopReason | undefined;
  readonly controller = new AbortController();
  readonly finished: Promise<void>;
  private markFinished!: () => void;
  private readonly listeners = new Set<Listener>();

  constructor(
    readonly messageId: number,
    readonly userId: number,
  ) {
    this.finished = new Promise((resolve) => (this.markFinished = resolve));
  }

  emit(line: ChatStreamLine): void {
    if (this.end) return;
    if (line.type === "references") this.references = line.references;
    else if (line.type === "reasoning") this.reasoning += line.delta;
    else if (line.type === "content") this.content += line.delta;
    else if (line.type === "usage") this.usage = line.usage;
    else this.end = { status: line.status, error: line.error ?? "" };
    for (const listener of this.listeners) listener(line);
    if (line.type === "end") {
      this.listeners.clear();
      this.markFinished();
    }
  }

  /** Replays what was generated so far, then forwards every new line; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    for (const line of this.snapshot()) listener(line);
    if (!this.end) this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(reason: StopReason): void {
    this.stopReason ??= reason;
    this.controller.abort();
  }

  private snapshot(): ChatStreamLine[] {
    return answerLines({
      ...(this.references ? { references: this.references } : {}),
      reasoning: this.reasoning,
      content: this.content,
      ...(this.usage ? { usage: this.usage } : {}),
      ...(this.end ? { end: { id: this.messageId, ...this.end } } : {}),
    });
  }
}
