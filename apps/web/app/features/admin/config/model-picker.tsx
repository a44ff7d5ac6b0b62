import { llmEndpoints } from "@wenku/contract";
import { Select, Typography } from "antd";
import { errorMessage } from "../../../lib/api-client";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";

/** The llm settings that name a model by id, and whether each wants an embedding model. */
export const modelSettingKinds: Record<string, { embedding: boolean }> = {
  default_model_id: { embedding: false },
  embedding_model_id: { embedding: true },
};

/**
 * A model setting as a choice among the configured models of its kind (chat or embedding), with 0 first: the
 * first enabled chat model, or no embeddings. `id` (its label's target), `value` and `onChange` come from the
 * surrounding Form.Item.
 */
export function ModelPicker({ embedding, id, value, onChange }: { embedding: boolean; id?: string; value?: number; onChange?: (value: number) => void }) {
  const list = useApiQuery(llmEndpoints.list, { query: { page: 1, size: 100, is_embedding: embedding } }, { silent: true });
  const models = list.data?.llm ?? [];
  const reason = list.error ? errorMessage(list.error, "") : "";
  const loadError = !list.error ? "" : reason ? `${zh.admin.config.modelsLoadFailed}：${reason}` : zh.admin.config.modelsLoadFailed;
  const options = [
    { value: 0, label: embedding ? zh.admin.config.noEmbeddingModel : zh.admin.config.firstChatModel },
    ...models.map((m) => ({ value: m.id, label: `${m.title}（${m.model}）${m.enable ? "" : zh.admin.config.modelDisabled}` })),
  ];
  const testId = `model-picker-${embedding ? "embedding" : "chat"}`;
  const picker = <Select id={id} value={Number(value ?? 0)} onChange={onChange} options={options} status={loadError ? "error" : undefined} style={{ maxWidth: 400 }} data-testid={testId} />;
  if (!loadError) return picker;
  return (
    <>
      {picker}
      <div>
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {loadError}
        </Typography.Text>
      </div>
    </>
  );
}
