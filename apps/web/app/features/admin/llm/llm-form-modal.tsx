import { llmProviderPresets } from "@wenku/contract";
import { Button, Col, Form, Input, InputNumber, Row, Switch } from "antd";
import { useState } from "react";
import { zh } from "../../../locales/zh-CN";
import { EnableField, SortField, TitleField, editingModalProps } from "../common/form-fields";
import { FormModal } from "../common/form-modal";
import type { Editing } from "../common/use-editing";
import { llmApi, type LlmModel, type LlmModelInput } from "./llm-api";
import { useLlmTest } from "./llm-test-result";
import { ProviderFields } from "./provider-fields";

const t = zh.adminAi.llm;
type Values = Required<Omit<LlmModelInput, "thinking_switch">> & Pick<LlmModelInput, "thinking_switch">;

const blank: Values = {
  title: "", provider: "deepseek", base_url: llmProviderPresets.deepseek.baseUrl, api_key: "", model: "", is_embedding: false,
  enable_thinking: false, thinking_switch: llmProviderPresets.deepseek.thinkingSwitch, context_size: 0, enable: true, sort: 0,
};

/** 测试连接 with what the form holds now (the stored key when the key field is left empty). */
function TestButton({ id }: { id?: number }) {
  const form = Form.useFormInstance<Values>();
  const test = useLlmTest();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const values = form.getFieldsValue(true) as Values;
    setBusy(true);
    await test({ ...values, ...(id ? { id } : {}) });
    setBusy(false);
  };
  return (
    <Button onClick={() => void run()} loading={busy} data-testid="llm-form-test">
      {t.test}
    </Button>
  );
}

/** Creates or edits a model: provider preset, base URL, key (masked, empty keeps it), model name and options. */
export function LlmFormModal({ editing, onSaved }: { editing: Editing<LlmModel>; onSaved: () => void }) {
  const record = editing.record;
  const submit = async (values: Values) => {
    if (editing.isNew) await llmApi.create(values);
    else await llmApi.update({ ...values, id: record!.id! });
    onSaved();
  };
  const initial: Values = { ...blank, ...(record ? { ...record, api_key: "" } : {}) };
  const keyHelp = !editing.isNew ? `${record?.api_key ? t.apiKeyStored(record.api_key) : t.apiKeyNone}，${t.apiKeyKeep}` : undefined;

  return (
    <FormModal<Values> {...editingModalProps(editing, t)} initialValues={initial} onSubmit={submit} width={640}>
      <TitleField label={t.name} />
      <ProviderFields />
      <Form.Item name="api_key" label={t.apiKey} extra={keyHelp}>
        <Input.Password autoComplete="new-password" maxLength={500} placeholder={record?.api_key || undefined} data-testid="llm-api-key" />
      </Form.Item>
      <Form.Item name="model" label={t.model} extra={t.modelHelp} rules={[{ required: true, message: zh.admin.required(t.model) }]}>
        <Input maxLength={200} data-testid="llm-model" />
      </Form.Item>
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
      <TestButton id={editing.isNew ? undefined : record?.id} />
    </FormModal>
  );
}
