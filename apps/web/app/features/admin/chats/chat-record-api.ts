import { api } from "../../../lib/api-client";

export interface ChatRecordFilter {
  [key: string]: string | number | string[] | undefined;
  wd?: string;
  user_id?: number;
  model_id?: number;
  status?: number;
  created_at?: string[];
}

/** The back office's view of every member's conversations (GET /chat/topic/admin/list, DELETE /chat/topic/admin). */
export const chatRecordApi = {
  listPath: "/api/v1/chat/topic/admin/list",
  remove: (ids: number[]) => api.delete<object>("/api/v1/chat/topic/admin", { id: ids }),
  models: () => api.get<{ llm: Array<{ id: number; title: string; is_embedding: boolean }> }>("/api/v1/llm/list", { page: 1, size: 100 }),
};
