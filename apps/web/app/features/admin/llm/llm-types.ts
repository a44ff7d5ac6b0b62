import type { ApiBodyOf, LlmModel, llmEndpoints } from "@wenku/contract";

export type { LlmModel };

/** A new model's settings as POST /api/v1/llm takes them. */
export type LlmModelInput = ApiBodyOf<typeof llmEndpoints.create>;

/** What 测试连接 sends: the form's settings over the stored model `id` (the stored key when the key is left empty). */
export type LlmTestInput = ApiBodyOf<typeof llmEndpoints.test>;
