import { chatEndpoints, retrievalEndpoints, type ApiReplyOf, type ChatMessage } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

/** One page excerpt of GET /api/v1/chat/search. */
export type SearchHit = ApiReplyOf<typeof retrievalEndpoints.search>["reference"][number];

/** Every message of a topic, oldest first (the list is paged by the server). */
export async function loadAllMessages(topicId: number): Promise<ChatMessage[]> {
  const size = 50;
  const all: ChatMessage[] = [];
  for (let page = 1; page <= 40; page++) {
    const reply = await callApi(chatEndpoints.listMessages, { query: { topic_id: topicId, page, size } });
    all.push(...reply.message);
    if (reply.message.length < size || all.length >= reply.total) break;
  }
  const unique = new Map(all.map((m) => [m.id, m]));
  return [...unique.values()].sort((a, b) => a.id - b.id);
}
