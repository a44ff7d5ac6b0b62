import { chatReferenceSchema, type ChatMessage, type ChatReference } from "@wenku/contract";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { ChatMessageTable } from "./tables.js";

export type ChatMessageRow = Selectable<ChatMessageTable>;

const storedReferences = z.array(chatReferenceSchema);

export function parseReferences(json: string): ChatReference[] {
  try {
    const parsed = storedReferences.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: Number(row.id),
    topic_id: Number(row.topic_id),
    user_id: Number(row.user_id),
    role: row.role,
    content: row.content,
    reasoning: row.reasoning,
    references: parseReferences(row.refs),
    status: Number(row.status),
    error: row.error,
    model_id: Number(row.model_id),
    model_title: row.model_title,
    enable_thinking: row.enable_thinking === 1,
    usage: { prompt_tokens: Number(row.prompt_tokens), completion_tokens: Number(row.completion_tokens), total_tokens: Number(row.total_tokens) },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
