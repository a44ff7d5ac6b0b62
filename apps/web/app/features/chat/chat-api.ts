import {
  aiQuotaEndpoints, chatEndpoints, llmEndpoints, retrievalEndpoints, type ApiBodyOf, type ApiQueryOf, type ApiReplyOf, type ChatMessage,
  type ChatTopicCategory,
} from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/** One page excerpt of GET /api/v1/chat/search. */
export type SearchHit = ApiReplyOf<typeof retrievalEndpoints.search>["reference"][number];

/** The member's chat endpoints (issue 11; shapes in packages/contract/src/schemas/chat.ts and llm.ts). */
export const chatApi = {
  models: () => callApi(llmEndpoints.chatModels),
  createTopic: (category: (typeof ChatTopicCategory)[keyof typeof ChatTopicCategory], title = "", documentId?: number) =>
    callApi(chatEndpoints.createTopic, { body: { category, title, ...(documentId ? { document_id: documentId } : {}) } }),
  topic: (uuid: string) => callApi(chatEndpoints.getTopic, { query: { uuid } }),
  topics: (query: ApiQueryOf<typeof chatEndpoints.listTopics>) => callApi(chatEndpoints.listTopics, { query }),
  renameTopic: (id: number, title: string) => callApi(chatEndpoints.renameTopic, { body: { id, title } }),
  deleteTopic: (id: number) => callApi(chatEndpoints.removeTopics, { query: { id: [id] } }),
  documentTopic: (documentId: number) => callApi(chatEndpoints.documentTopic, { query: { document_id: documentId } }),
  clearDocument: (documentId: number) => callApi(chatEndpoints.clearDocumentMessages, { query: { document_id: documentId } }),
  messages: (topicId: number, page: number, size: number) => callApi(chatEndpoints.listMessages, { query: { topic_id: topicId, page, size } }),
  send: (input: ApiBodyOf<typeof chatEndpoints.sendMessage>) => callApi(chatEndpoints.sendMessage, { body: input }),
  cancel: (id: number) => callApi(chatEndpoints.cancelMessage, { body: { id } }),
  search: (wd: string, size = 10) => callApi(retrievalEndpoints.search, { query: { wd, size } }),
  quota: () => callApi(aiQuotaEndpoints.get),
  buyQuota: (count: number) => callApi(aiQuotaEndpoints.buy, { body: { count } }),
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
