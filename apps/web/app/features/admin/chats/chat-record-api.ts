import { chatEndpoints, llmEndpoints } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";
import type { FilterOf } from "../common/use-paged-list";

export type ChatRecordFilter = FilterOf<typeof chatEndpoints.adminListTopics>;

/** The back office's view of every member's conversations (GET /chat/topic/admin/list, DELETE /chat/topic/admin). */
export const chatRecordApi = {
  listRoute: chatEndpoints.adminListTopics,
  remove: (ids: number[]) => callApi(chatEndpoints.adminRemoveTopics, { query: { id: ids } }),
  models: () => callApi(llmEndpoints.list, { query: { page: 1, size: 100 } }),
};
