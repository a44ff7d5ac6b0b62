import { ChatMessageStatus } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { chatMessages } from "./chat-messages.js";
import { HEARTBEAT_MS } from "./progress-writer.js";
import "./tables.js";

/** A running answer writes at least every HEARTBEAT_MS; one silent for this long has no process behind it. */
export const STALE_MS = 6 * HEARTBEAT_MS;

const staleMsOf = (ctx: AppContext) => ctx.env.chatStaleMs ?? STALE_MS;

/**
 * Marks answers left pending or generating by a process that stopped (a crash, a restart) as failed, keeping
 * what they had stored. Runs at start and then every STALE_MS, so it also finds those of another process.
 * With `messageId`, only that answer (a stream following it from another process stops waiting).
 */
export async function markInterruptedRuns(ctx: AppContext, now = Date.now(), messageId?: number): Promise<number> {
  let update = ctx.db.kysely
    .updateTable("chat_message")
    .set({ status: ChatMessageStatus.failed, error: chatMessages.interrupted, updated_at: nowIso() })
    .where("status", "in", [ChatMessageStatus.pending, ChatMessageStatus.generating])
    .where("updated_at", "<", new Date(now - staleMsOf(ctx)).toISOString());
  if (messageId !== undefined) update = update.where("id", "=", messageId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Starts the sweep; stopped at shutdown. */
export function sweepInterruptedRuns(ctx: AppContext): void {
  const sweep = () => markInterruptedRuns(ctx).catch((error: unknown) => ctx.log.warn("chat sweep failed", { err: error }));
  void sweep();
  const timer = setInterval(() => void sweep(), staleMsOf(ctx));
  timer.unref();
  ctx.hooks.onShutdown.push(() => clearInterval(timer));
}
