import { z } from "zod";
import { bInt, qInt, qString, qStringArray } from "../query.js";
import { bId, bText, qId, qIds, timestamps } from "./site.js";

/**
 * A chat message's life (spec §4 "four finished statuses"): it is created `pending`, turns `generating` when the
 * provider starts answering, and ends in one of the four finished statuses:
 * - completed: the provider finished its answer;
 * - cancelled: the asker stopped it (PUT /chat/message/cancel); what was streamed is kept;
 * - failed: the provider refused or broke (401, 429, 5xx, a dropped connection); the error text is kept;
 * - timed_out: no answer within `llm.message_timeout` seconds; what was streamed is kept.
 */
export const ChatMessageStatus = { pending: 0, generating: 1, completed: 2, cancelled: 3, failed: 4, timedOut: 5 } as const;
export type ChatMessageStatusValue = (typeof ChatMessageStatus)[keyof typeof ChatMessageStatus];
export const finishedChatStatuses: readonly ChatMessageStatusValue[] = [2, 3, 4, 5];
export const isFinishedChatStatus = (status: number) => (finishedChatStatuses as readonly number[]).includes(status);

/** What a topic is about: the whole library, one document ("ask this document"), or an AI search. */
export const ChatTopicCategory = { library: 0, document: 1, search: 2 } as const;

const int = z.number().int();

export const chatTopicSchema = z.object({
  id: int,
  uuid: z.string(),
  user_id: int,
  title: z.string(),
  category: int,
  /** The document a category-1 topic is bound to; 0 otherwise. */
  document_id: int,
  document_uuid: z.string(),
  message_count: int,
  ...timestamps,
});
export type ChatTopic = z.infer<typeof chatTopicSchema>;

export const chatTopicCreateSchema = z.object({
  category: bInt().refine((n) => n === 0 || n === 1 || n === 2, "会话类型只能是 0（文库）、1（文档）或 2（AI 搜索）").default(0),
  title: bText("会话标题", 200).default(""),
  /** Required for category 1. */
  document_id: bInt().optional(),
});
export const chatTopicCreateReplySchema = z.object({ id: int, uuid: z.string() });
export const chatTopicUpdateSchema = z.object({ id: bId("请指定要修改的会话"), title: bText("会话标题", 200).min(1, "请输入会话标题") });
/** GET /chat/topic: by id or uuid. */
export const chatTopicQuerySchema = z.object({ id: qInt(), uuid: qString() });
export const chatTopicListQuerySchema = z.object({ page: qInt(1), size: qInt(20), wd: qString(), category: qInt() });
export const chatTopicListReplySchema = z.object({ total: int, topic: z.array(chatTopicSchema) });
/** GET /chat/topic/document?document_id=: the asker's topic bound to that document, created on first ask. */
export const chatTopicDocumentQuerySchema = z.object({ document_id: qId("请指定文档") });

/** One cited page: what the model was given as excerpt n (1-based, in order). */
export const chatReferenceSchema = z.object({
  n: int,
  document_id: int,
  uuid: z.string(),
  title: z.string(),
  page: int,
  /** Relevance 0–1, 2 decimals. */
  score: z.number(),
  content: z.string(),
});
export type ChatReference = z.infer<typeof chatReferenceSchema>;

export const chatUsageSchema = z.object({ prompt_tokens: int, completion_tokens: int, total_tokens: int });
export type ChatUsage = z.infer<typeof chatUsageSchema>;

export const chatMessageSchema = z.object({
  id: int,
  topic_id: int,
  user_id: int,
  /** "user" or "assistant". */
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  reasoning: z.string(),
  references: z.array(chatReferenceSchema),
  status: int,
  /** Why a failed or timed-out message ended (the provider's or the server's words). */
  error: z.string(),
  model_id: int,
  model_title: z.string(),
  enable_thinking: z.boolean(),
  usage: chatUsageSchema,
  ...timestamps,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /chat/message: stores the question, reserves quota and starts the answer; replies with the answer message. */
export const chatMessageCreateSchema = z.object({
  topic_id: bId("请指定会话"),
  content: bText("消息内容", 8000).min(1, "请输入消息内容"),
  model_id: bInt().default(0),
  enable_thinking: z.boolean({ error: "是否深度思考必须是 true 或 false" }).default(true),
});
export const chatMessageCreateReplySchema = z.object({ question: chatMessageSchema, answer: chatMessageSchema, status: int });
export const chatMessageListQuerySchema = z.object({ topic_id: qId("请指定会话"), page: qInt(1), size: qInt(50) });
export const chatMessageListReplySchema = z.object({ total: int, message: z.array(chatMessageSchema) });
/** POST /chat/message/stream and PUT /chat/message/cancel name the answer message. */
export const chatMessageIdSchema = z.object({ id: bId("请指定消息") });
/** DELETE /chat/message/document: clears the asker's conversation about one document. */
export const chatDocumentMessagesDeleteQuerySchema = z.object({ document_id: qId("请指定文档") });

/**
 * One line of POST /chat/message/stream (newline-delimited JSON). Lines come in this order: `references` once,
 * then `reasoning` and `content` deltas as they arrive, `usage` when the provider reports it, and `end` last with
 * the finished status; `error` is the server's text when the status is not completed.
 */
export const chatStreamLineSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("references"), references: z.array(chatReferenceSchema) }),
  z.object({ type: z.literal("reasoning"), delta: z.string() }),
  z.object({ type: z.literal("content"), delta: z.string() }),
  z.object({ type: z.literal("usage"), usage: chatUsageSchema }),
  z.object({ type: z.literal("end"), id: int, status: int, error: z.string().optional() }),
]);
export type ChatStreamLine = z.infer<typeof chatStreamLineSchema>;

/** GET /chat/search: the best page excerpts the asker may read, no model needed. */
export const chatSearchQuerySchema = z.object({ wd: qString(), size: qInt(10), document_id: qInt() });
export const chatSearchReplySchema = z.object({
  total: int,
  reference: z.array(z.object({ uuid: z.string(), title: z.string(), page: int, score: z.number(), content: z.string() })),
});

/** GET /user/ai/quota: today's use and limits; `reset_at` is the next midnight (server time zone), ISO-8601. */
export const aiQuotaSchema = z.object({
  used_messages: int,
  message_limit: int,
  used_tokens: int,
  token_limit: int,
  /** Messages bought with credits, usable after the daily limit; they do not expire. */
  extra_messages: int,
  reset_at: z.string(),
  /** Credits per extra message (llm.quota_price). */
  price: int,
});
export type AiQuota = z.infer<typeof aiQuotaSchema>;
export const aiQuotaBuySchema = z.object({ count: bInt().refine((n) => n >= 1 && n <= 10000, "购买数量必须在 1 到 10000 之间") });

export const markdownToDocxSchema = z.object({
  markdown: z.string({ error: "请提供要导出的内容" }).min(1, "请提供要导出的内容").max(500_000, "导出内容过长"),
  /** The conversation's title: the file is named after it and the day ("<title>-<YYYY-MM-DD>.docx"). */
  title: bText("标题", 500).optional(),
});

/** Embedding status per document (spec §4 processing status 0–3). */
export const embeddingDocumentSchema = z.object({
  document_id: int,
  uuid: z.string(),
  title: z.string(),
  status: int,
  chunks: int,
  embedded: int,
  error: z.string(),
  updated_at: z.string(),
});
export const embeddingListQuerySchema = z.object({ page: qInt(1), size: qInt(20), status: qInt(), wd: qString() });
export const embeddingListReplySchema = z.object({ total: int, document: z.array(embeddingDocumentSchema), model_id: int });
export const embeddingRedoSchema = z.object({ document_id: z.array(bInt()).optional(), all: z.boolean().optional() });
/** How many documents went back to pending. */
export const embeddingRedoReplySchema = z.object({ count: int });

/** DELETE /chat/topic?id=&id=: the asker's own topics, with their messages. */
export const chatTopicIdsQuerySchema = z.object({ id: qIds("请选择要删除的会话") });

/** GET /chat/topic/admin/list (/admin/ai/chat): every member's conversations. */
export const chatTopicAdminListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(20),
  /** Part of the topic's title or of the user's name. */
  wd: qString(),
  user_id: qInt(),
  /** Topics with at least one answer by this model. */
  model_id: qInt(),
  /** The status of the topic's latest answer. */
  status: qInt(),
  /** [start, end] of the topic's creation; one value = from start on. */
  created_at: qStringArray(),
});
export const chatTopicAdminSchema = chatTopicSchema.extend({
  username: z.string(),
  /** The model of the latest answer (0 and "" before the first answer). */
  model_id: int,
  model_title: z.string(),
  /** Tokens of every answer of the topic. */
  total_tokens: int,
  /** The latest answer's ChatMessageStatus; -1 before the first answer. */
  status: int,
});
export type ChatTopicAdmin = z.infer<typeof chatTopicAdminSchema>;
export const chatTopicAdminListReplySchema = z.object({ total: int, topic: z.array(chatTopicAdminSchema) });
