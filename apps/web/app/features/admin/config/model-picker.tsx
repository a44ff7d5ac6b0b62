import type { LlmModel } from "@wenku/contract";
import { Select } from "antd";
import { useEffect, useState } from "react";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import { llmApi } from "../llm/llm-api";

/** The llm settings that name a model by id, and whether each wants an embedding model. */
export const modelSettingKinds: Record<string, { embedding: boolean }> = {
  default_model_id: { embedding: false },
  embedding_model_id: { embedding: true },
};

/**
 * A model setting as a choice among the configured models of its kind (chat or embedding), with 0 first: the
 * first enabled chat model, or no embeddings. `value`/`onChange` come from the surrounding Form.Item.
 */
export function ModelPicker({ embedding, value, onChange }: { embedding: boolean; value?: number; onChange?: (value: number) => void }) {
  const [models, setModels] = useState<LlmModel[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    callApi(llmApi.listRoute, { query: { page: 1, size: 100, is_embedding: embedding }, signal: controller.signal })
      .then((reply) => setModels(reply.llm))
      .catch(() => undefined);
    return () => controller.abort();
  }, [embedding]);
  const options = [
    { value: 0, label: embedding ? zh.admin.config.noEmbeddingModel : zh.admin.config.firstChatModel },
    ...models.map((m) => ({ value: m.id, label: `${m.title}（${m.model}）${m.enable ? "" : zh.admin.config.modelDisabled}` })),
  ];
  return <Select value={Number(value ?? 0)} onChange={onChange} options={options} style={{ maxWidth: 400 }} data-testid={`model-picker-${embedding ? "embedding" : "chat"}`} />;
}
