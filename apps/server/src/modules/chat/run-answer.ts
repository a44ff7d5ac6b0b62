import { ChatMessageStatus, type ChatReference, type ChatUsage } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { AppError } from "../../http/errors.js";
import type { QuotaReservation } from "../ai-quota/reserve-quota.js";
import { LlmError } from "../llm/llm-error.js";
import type { ResolvedModel } from "../llm/resolve-model.js";
import { streamChat } from "../llm/stream-chat.js";
import type { AnswerRun } from "./answer-run.js";
import { buildPrompt, type PromptMessage } from "./build-prompt.js";
import { chatMessages } from "./chat-messages.js";
import type { ChatSettings } from "./chat-settings.js";
import { CitationFilter } from "./citations.js";
import { finishAnswer, type Outcome } from "./finish-answer.js";
import { ProgressWriter } from "./progress-writer.js";
import { topicHistory } from "./topic-history.js";

export interface AnswerJob {
  run: AnswerRun;
  topic: { id: number; category: number; document_id: number };
  question: { id: number; content: string };
  settings: ChatSettings;
  /** The excerpts, being found since the message was created (findReferences). */
  references: Promise<ChatReference[]>;
  model: ResolvedModel;
  enableThinking: boolean;
  reservation: QuotaReservation;
}

/**
 * Generates one answer in the background: wait for the excerpts, build the prompt, stream the model's answer
 * within `llm.message_timeout`, checking citation markers as they come, and store the end. Never throws; every
 * ending is a status (completed, cancelled, failed, timedOut) with what was streamed kept.
 */
export async function runAnswer(ctx: AppContext, job: AnswerJob): Promise<void> {
  const { run } = job;
  const progress = new ProgressWriter(ctx, run);
  progress.start();
  let usage: ChatUsage | undefined;
  let prompt: PromptMessage[] = [];
  let filter: CitationFilter | undefined;
  let timer: NodeJS.Timeout | undefined;
  let outcome: Outcome;
  try {
    const { settings } = job;
    const earlier = topicHistory(ctx, job.topic.id, job.question.id);
    // Awaited below; should the references fail first, its failure is not unhandled.
    earlier.catch(() => undefined);
    const references = await job.references;
    run.emit({ type: "references", references });
    progress.enqueue(() => storeReferences(ctx, run.messageId, JSON.stringify(references)));
    const history = await earlier;
    prompt = buildPrompt({ systemPrompt: settings.systemPrompt, references, history, question: job.question.content, contextSize: job.model.contextSize });
    filter = new CitationFilter(references.length);
    timer = setTimeout(() => run.stop("timeout"), settings.timeoutMs);
    const stream = streamChat(job.model, { messages: prompt, enableThinking: job.enableThinking, signal: run.controller.signal });
    for await (const delta of stream) {
      if (delta.type === "usage") usage = delta.usage;
      else if (delta.type === "reasoning") run.emit(delta);
      else {
        const checked = filter.push(delta.delta);
        if (checked) run.emit({ type: "content", delta: checked });
      }
    }
    outcome = { status: ChatMessageStatus.completed, error: "" };
  } catch (error) {
    outcome = failure(ctx, run, error);
  } finally {
    clearTimeout(timer);
  }
  const rest = filter?.flush();
  if (rest) run.emit({ type: "content", delta: rest });
  if (usage) run.emit({ type: "usage", usage });
  await progress.stop();
  try {
    await finishAnswer(ctx, run, outcome, { usage, promptText: prompt.map((m) => m.content).join("\n"), reservation: job.reservation });
  } catch (error) {
    ctx.log.error("chat answer not stored", { messageId: run.messageId, err: error });
  }
  run.emit({ type: "end", id: run.messageId, status: outcome.status, ...(outcome.error ? { error: outcome.error } : {}) });
}

function failure(ctx: AppContext, run: AnswerRun, error: unknown): Outcome {
  if (run.stopReason === "cancel") return { status: ChatMessageStatus.cancelled, error: "" };
  if (run.stopReason === "timeout") return { status: ChatMessageStatus.timedOut, error: chatMessages.timedOut };
  if (run.stopReason === "shutdown") return { status: ChatMessageStatus.failed, error: chatMessages.interrupted };
  if (error instanceof LlmError || error instanceof AppError) return { status: ChatMessageStatus.failed, error: error.message };
  ctx.log.error("chat answer failed", { messageId: run.messageId, error: String((error as Error)?.stack ?? error) });
  return { status: ChatMessageStatus.failed, error: chatMessages.runFailed };
}

async function storeReferences(ctx: AppContext, messageId: number, refs: string): Promise<void> {
  await ctx.db.kysely.updateTable("chat_message").set({ refs, updated_at: nowIso() }).where("id", "=", messageId).execute();
}
