import { ChatMessageStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import type { AnswerRun } from "./answer-run.js";
import "./tables.js";

const FLUSH_MS = 1000;
/** A run writes at least this often, even with nothing new: its heartbeat (see recover-interrupted.ts). */
export const HEARTBEAT_MS = 5000;

/**
 * Stores a run's text while it streams, at most once a second, so a crash loses little; writes go one after
 * the other. While the provider is silent it still touches `updated_at` every few seconds.
 */
export class ProgressWriter {
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private written = { content: "", reasoning: "", status: ChatMessageStatus.pending as number };
  private lastWrite = Date.now();

  constructor(
    private readonly ctx: AppContext,
    private readonly run: AnswerRun,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.enqueue(() => this.flush()), FLUSH_MS);
    this.timer.unref();
  }

  enqueue(write: () => Promise<void>): void {
    this.chain = this.chain.then(write).catch((error: unknown) => this.ctx.log.warn("chat progress not stored", { messageId: this.run.messageId, err: error }));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
  }

  private async flush(): Promise<void> {
    const { content, reasoning } = this.run;
    const status = content || reasoning ? ChatMessageStatus.generating : this.written.status;
    const changed = content !== this.written.content || reasoning !== this.written.reasoning || status !== this.written.status;
    if (!changed && Date.now() - this.lastWrite < HEARTBEAT_MS) return;
    this.lastWrite = Date.now();
    await this.ctx.db.kysely
      .updateTable("chat_message")
      .set({ content, reasoning, status, updated_at: nowIso() })
      .where("id", "=", this.run.messageId)
      .where("status", "in", [ChatMessageStatus.pending, ChatMessageStatus.generating])
      .execute();
    this.written = { content, reasoning, status };
  }
}
