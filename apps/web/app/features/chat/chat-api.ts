import type { AiQuota, ChatMessage, ChatModel, ChatTopic } from "@wenku/contract";
import { api } from "../../lib/api-client";


export interface SearchHit {
  uuid: string;
  title: string;
  page: number;
  score: number;
  content: string;
}

export interface SendInput {
  topic_id: number;
  content: string;
  model_id: number;
  enable_thinking: boolean;
}

/** The member's chat endpoints (issue 11; shapes in packages/contract/src/schemas/chat.ts and llm.ts). */
export const chatApi = {
  models: () => api.get<{ model: ChatModel[] }>("/api/v1/chat/model/list"),
  createTopic: (category: number, title = "", documentId?: number) =>
    api.post<{ id: number; uuid: string }>("/api/v1/chat/topic", { category, title, ...(documentId ? { document_id: documentId } : {}) }),
  topic: (uuid: string) => api.get<ChatTopic>("/api/v1/chat/topic", { uuid }),
  topics: (query: { page: number; size: number; wd?: string; category?: number }) =>
    api.get<{ total: number; topic: ChatTopic[] }>("/api/v1/chat/topic/list", query),
  renameTopic: (id: number, title: string) => api.put<object>("/api/v1/chat/topic", { id, title }),
  deleteTopic: (id: number) => api.delete<object>("/api/v1/chat/topic", { id }),
  documentTopic: (documentId: number) => api.get<ChatTopic>("/api/v1/chat/topic/document", { document_id: documentId }),
  clearDocument: (documentId: number) => api.delete<object>("/api/v1/chat/message/document", { document_id: documentId }),
  messages: (topicId: number, page: number, size: number) =>
    api.get<{ total: number; message: ChatMessage[] }>("/api/v1/chat/message/list", { topic_id: topicId, page, size }),
  send: (input: SendInput) => api.post<{ question: ChatMessage; answer: ChatMessage; status: number }>("/api/v1/chat/message", input),
  cancel: (id: number) => api.put<object>("/api/v1/chat/message/cancel", { id }),
  search: (wd: string, size = 10) => api.get<{ total: number; reference: SearchHit[] }>("/api/v1/chat/search", { wd, size }),
  quota: () => api.get<AiQuota>("/api/v1/user/ai/quota"),
  buyQuota: (count: number) => api.post<AiQuota>("/api/v1/user/ai/quota", { count }),
};

/** Every message of a topic, oldest first (the list is paged by the server). */
export async function loadAllMessages(topicId: number): Promise<ChatMessage[]> {
  const size = 50;
  const all: ChatMessage[] = [];
  for (let page = 1; page <= 40; page++) {
    const reply = await chatApi.messages(topicId, page, size);
    all.push(...reply.message);
    if (reply.message.length < size || all.length >= reply.total) break;
  }
  const unique = new Map(all.map((m) => [m.id, m]));
  return [...unique.values()].sort((a, b) => a.id - b.id);
}
