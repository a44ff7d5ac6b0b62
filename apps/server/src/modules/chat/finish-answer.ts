import { ChatMessageStatus, type ChatUsage } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { addTokens } from "../ai-quota/add-tokens.js";
import { refundQuota } from "../ai-quota/refund-quota.js";
import type { QuotaReservation } from "../ai-quota/reserve-quota.js";
import type { AnswerRun } from "./answer-run.js";
import { estimateTokens } from "./build-prompt.js";

export interface Outcome {
  status: number;
  error: string;
}

/**
 * Stores a run's end (status, checked text, reasoning, usage) and settles its quota: tokens are added to the
 * day; a run that failed or timed out before producing anything gives its message back.
 */
export async function finishAnswer(ctx: AppContext, run: AnswerRun, outcome: Outcome, input: { usage?: ChatUsage; promptText: string; reservation: QuotaReservation }) {
  const produced = run.content !== "" || run.reasoning !== "";
  const usage = input.usage ?? (produced ? estimatedUsage(input.promptText, run) : undefined);
  await ctx.db.kysely
    .updateTable("chat_message")
    .set({
      status: outcome.status,
      error: outcome.error,
      content: run.content,
      reasoning: run.reasoning,
      prompt_tokens: input.usage?.prompt_tokens ?? 0,
      completion_tokens: input.usage?.completion_tokens ?? 0,
      total_tokens: input.usage?.total_tokens ?? 0,
      updated_at: nowIso(),
    })
    .where("id", "=", run.messageId)
    .execute();
  const nothingToShow = !produced && (outcome.status === ChatMessageStatus.failed || outcome.status === ChatMessageStatus.timedOut);
  if (nothingToShow) await refundQuota(ctx.db.kysely, run.userId, input.reservation);
  if (usage) await addTokens(ctx.db.kysely, run.userId, input.reservation.day, usage.total_tokens);
}

/** Tokens counted by estimate when the provider ended before reporting its usage. */
function estimatedUsage(promptText: string, run: AnswerRun): ChatUsage {
  const prompt = estimateTokens(promptText);
  const completion = estimateTokens(run.reasoning) + estimateTokens(run.content);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
