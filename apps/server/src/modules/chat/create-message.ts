import { ChatMessageStatus, type ChatMessage } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/columns.js";
import { forbidden } from "../../http/errors.js";
import { topUpHint } from "../ai-quota/top-up-hint.js";
import { quotaLimits } from "../ai-quota/quota-limits.js";
import { reserveQuota } from "../ai-quota/reserve-quota.js";
import type { Actor } from "../session/actor.js";
import { resolveChatModel } from "../llm/resolve-model.js";
import { chatMessages } from "./chat-messages.js";
import { readChatSettings } from "./chat-settings.js";
import { findReferences } from "./find-references.js";
import { findOwnTopic } from "./find-own-topic.js";
import { toChatMessage } from "./message-view.js";
import { runAnswer } from "./run-answer.js";
import { runsOf } from "./run-registry.js";

export interface NewMessage {
  topic_id: number;
  content: string;
  model_id: number;
  enable_thinking: boolean;
}

const TITLE_LENGTH = 30;

/**
 * POST /api/v1/chat/message: checks that chat is on, the topic is the asker's and the model usable, then — in one
 * transaction — takes one message of quota (atomically; 429 when none is left, and no provider is called) and
 * stores the question and a pending answer. The answer is generated in the background (run-answer.ts).
 * Retrieval starts with the transaction: its full-text part needs no provider (GET /chat/search runs it for any
 * member), and the question is embedded as soon as the quota is reserved, while the messages are being stored
 * (the reservation holds the user's row until the commit; should storing fail, it is rolled back with them).
 */
export async function createMessage(ctx: AppContext, actor: Actor, input: NewMessage): Promise<{ question: ChatMessage; answer: ChatMessage; status: number }> {
  const userId = Number(actor.requireUser().id);
  if (!(await ctx.settings.bool("llm", "enable"))) throw forbidden(chatMessages.chatDisabled);
  const [topic, model, limits, quotaTopUp] = await Promise.all([
    findOwnTopic(ctx, userId, { id: input.topic_id }),
    resolveChatModel(ctx, input.model_id),
    quotaLimits(ctx, userId),
    topUpHint(ctx),
  ]);
  const enableThinking = input.enable_thinking && model.enableThinking;
  const settings = await readChatSettings(ctx);
  let quotaTaken = () => {};
  const reserved = new Promise<void>((resolve) => (quotaTaken = resolve));
  const storing = ctx.db.kysely.transaction().execute(async (trx) => {
    const reservation = await reserveQuota(trx, userId, limits, quotaTopUp);
    quotaTaken();
    const now = nowIso();
    const base = { topic_id: topic.id, user_id: userId, model_id: model.id, model_title: model.title, enable_thinking: enableThinking ? 1 : 0, created_at: now, updated_at: now } as const;
    const rows = await trx
      .insertInto("chat_message")
      .values([
        { ...base, role: "user", content: input.content, status: ChatMessageStatus.completed, quota_day: 0, quota_source: "" },
        { ...base, role: "assistant", content: "", status: ChatMessageStatus.pending, quota_day: reservation.day, quota_source: reservation.source },
      ])
      .returningAll()
      .execute();
    const question = rows.find((row) => row.role === "user")!;
    const answer = rows.find((row) => row.role === "assistant")!;
    await trx
      .updateTable("chat_topic")
      .set({ updated_at: now, ...(topic.title ? {} : { title: Array.from(input.content).slice(0, TITLE_LENGTH).join("") }) })
      .where("id", "=", topic.id)
      .execute();
    return { question, answer, reservation };
  });
  const references = findReferences(ctx, actor, { question: input.content, topic, size: settings.maxChunks, minScore: settings.minScore, embedAfter: Promise.race([reserved, storing]) });
  // Awaited by the answer's run; with no run (the quota refused), nobody waits for it.
  references.catch(() => undefined);
  const stored = await storing;
  const run = runsOf(ctx).start(Number(stored.answer.id), userId);
  void runAnswer(ctx, {
    run,
    topic,
    question: { id: Number(stored.question.id), content: input.content },
    settings,
    references,
    model,
    enableThinking,
    reservation: stored.reservation,
  });
  return { question: toChatMessage(stored.question), answer: toChatMessage(stored.answer), status: ChatMessageStatus.pending };
}
