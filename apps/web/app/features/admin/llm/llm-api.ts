import type { LlmModel, LlmModelCreate, LlmModelUpdate } from "@wenku/contract";
import { api } from "../../../lib/api-client";

export type { LlmModel, LlmModelCreate };

export interface LlmTestReply {
  ok: boolean;
  latency_ms: number;
  reply: string;
  message: string;
}

/** The model endpoints of issue 11 (packages/contract/src/schemas/llm.ts). */
export const llmApi = {
  listPath: "/api/v1/llm/list",
  create: (input: LlmModelCreate) => api.post<LlmModel>("/api/v1/llm", input),
  update: (input: LlmModelUpdate) => api.put<object>("/api/v1/llm", input),
  remove: (id: number) => api.delete<object>("/api/v1/llm", { id }),
  /** One short call with the given settings; `id` fills in what is left out (the stored key). */
  test: (input: Partial<LlmModelCreate> & { id?: number }) => api.post<LlmTestReply>("/api/v1/llm/test", input),
};
