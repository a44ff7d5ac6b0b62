import { ChatTopicCategory, type ChatReference } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import type { Actor } from "../session/actor.js";
import { retrievePages } from "../retrieval/retrieve.js";
import { chatMessages } from "./chat-messages.js";

/**
 * The excerpts an answer is built on: the best pages for the question that the asker may read (only the topic's
 * document for a document topic), those under `minScore` dropped, numbered from 1. A retrieval fault fails the
 * answer with 检索文档失败.
 */
export async function findReferences(
  ctx: AppContext,
  actor: Actor,
  input: { question: string; topic: { category: number; document_id: number }; size: number; minScore: number; embedAfter?: Promise<unknown> },
): Promise<ChatReference[]> {
  const documentId = input.topic.category === ChatTopicCategory.document ? input.topic.document_id : undefined;
  const request = { query: input.question, size: input.size, ...(documentId ? { documentId } : {}), ...(input.embedAfter ? { embedAfter: input.embedAfter } : {}) };
  const pages = await retrievePages(ctx, actor, request).catch((error: unknown) => {
    ctx.log.error("chat retrieval failed", { error: String((error as Error)?.stack ?? error) });
    throw new AppError(500, chatMessages.retrievalFailed);
  });
  return pages
    .filter((page) => page.score >= input.minScore)
    .map((page, index) => ({
      n: index + 1,
      document_id: page.documentId,
      uuid: page.uuid,
      title: page.title,
      page: page.page,
      score: page.score,
      content: page.content,
    }));
}
