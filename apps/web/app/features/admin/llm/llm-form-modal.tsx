import { llmEndpoints, llmProviderPresets } from "@wenku/contract";
import { Button, Col, Collapse, Form, Input, InputNumber, Row, Switch } from "antd";
import { useState } from "react";
import { useApiMutation } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";
import { EnableField, SortField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import type { LlmModel, LlmModelInput } from "./llm-types";
import { useLlmTest } from "./llm-test-result";
import { openAiCompatible, ProviderFields, ThinkingSwitchField } from "./provider-fields";

const t = zh.adminAi.llm;
type Values = Required<Omit<LlmModelInput, "thinking_switch">> & Pick<LlmModelInput, "thinking_switch">;

/** A new model starts as OpenAI 兼容: base URL, key and model are all it needs. */
const blank: Values = {
  title: "", provider: openAiCompatible, base_url: "", api_key: "", model: "", is_embedding: false,
  enable_thinking: false, thinking_switch: llmProviderPresets[openAiCompatible].thinkingSwitch, context_size: 0, enable: true, sort: 0,
};

/** A name left empty is the model identifier. */
const withName = (values: Values): Values => ({ ...values, title: values.title.trim() || values.model.trim() });

/** 测试连接 with what the form holds now (the stored key when the key field is left empty). */
function TestButton({ id }: { id?: number }) {
  const form = Form.useFormInstance<Values>();
  const test = useLlmTest();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const values = withName(form.getFieldsValue(true) as Values);
    setBusy(true);
    await test({ ...values, ...(id ? { id } : {}) }, Boolean(values.is_embedding));
    setBusy(false);
  };
  return (
    <Button onClick={() => void run()} loading={busy} data-testid="llm-form-test">
      {t.test}
    </Button>
  );
}

/** What a model rarely needs changed: its name, thinking, kind, state, order and context size. */
function MoreFields() {
  return (
    <>
      <Form.Item name="title" label={t.name} extra={t.nameHelp}>
        <Input maxLength={100} data-testid="llm-title" />
      </Form.Item>
      <ThinkingSwitchField />
      <Row gutter={16}>
        <Col xs={12} sm={6}>
          <Form.Item name="is_embedding" label={t.isEmbedding} tooltip={t.isEmbeddingHelp} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="enable_thinking" label={t.enableThinking} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <EnableField />
        </Col>
        <Col xs={12} sm={6}>
          <SortField />
        </Col>
      </Row>
      <Form.Item name="context_size" label={t.contextSize} tooltip={t.contextSizeHelp}>
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}

/**
 * Creates or edits a model: provider (OpenAI 兼容 or a named preset), base URL, key (masked, empty keeps it) and
 * model name up front; the rest under 更多设置, folded for a new model.
 */
export function LlmFormModal({ editing }: { editing: Editing<LlmModel> }) {
  const record = editing.record;
  const create = useApiMutation(llmEndpoints.create);
  const update = useApiMutation(llmEndpoints.update);
  const submit = (input: Values) => {
    const values = withName(input);
    return editing.isNew ? create.call({ body: values }) : update.call({ body: { ...values, id: record!.id! } });
  };
  const initial: Values = { ...blank, ...(record ? { ...record, api_key: "" } : {}) };
  const keyHelp = !editing.isNew ? `${record?.api_key ? t.apiKeyStored(record.api_key) : t.apiKeyNone}，${t.apiKeyKeep}` : undefined;

  return (
    <FormModal<Values> {...editingModalProps(editing, t)} initialValues={initial} onSubmit={submit} width={640}>
      <ProviderFields />
      <Form.Item name="api_key" label={t.apiKey} extra={keyHelp}>
        <Input.Password autoComplete="new-password" maxLength={500} placeholder={record?.api_key || undefined} data-testid="llm-api-key" />
      </Form.Item>
      <Form.Item name="model" label={t.model} extra={t.modelHelp} rules={[{ required: true, message: zh.admin.required(t.model) }]}>
        <Input maxLength={200} data-testid="llm-model" />
      </Form.Item>
      <Collapse
        ghost
        size="small"
        style={{ marginBottom: 16 }}
        defaultActiveKey={editing.isNew ? [] : ["more"]}
        items={[{ key: "more", label: t.more, forceRender: true, children: <MoreFields /> }]}
      />
      <TestButton id={editing.isNew ? undefined : record?.id} />
    </FormModal>
  );
}
