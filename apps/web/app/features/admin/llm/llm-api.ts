import { llmEndpoints, type ApiBodyOf, type LlmModel } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

export type { LlmModel };

/** A new model's settings as POST /api/v1/llm takes them. */
export type LlmModelInput = ApiBodyOf<typeof llmEndpoints.create>;

/** What 测试连接 sends: the form's settings over the stored model `id` (the stored key when the key is left empty). */
export type LlmTestInput = ApiBodyOf<typeof llmEndpoints.test>;

/** The model endpoints of issue 11 (packages/contract/src/schemas/llm.ts). */
export const llmApi = {
  listRoute: llmEndpoints.list,
  create: (input: LlmModelInput) => callApi(llmEndpoints.create, { body: input }),
  update: (input: ApiBodyOf<typeof llmEndpoints.update>) => callApi(llmEndpoints.update, { body: input }),
  remove: (id: number) => callApi(llmEndpoints.remove, { query: { id: [id] } }),
  /** One short call with the given settings; `id` fills in what is left out (the stored key). */
  test: (input: LlmTestInput) => callApi(llmEndpoints.test, { body: input }),
};
