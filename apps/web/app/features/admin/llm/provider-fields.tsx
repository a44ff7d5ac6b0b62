import { llmProviderPresets, llmProviders, thinkingSwitches, type LlmProvider } from "@wenku/contract";
import { Col, Form, Input, Row, Select } from "antd";
import { zh } from "../../../locales/zh-CN";

const t = zh.adminAi.llm;
const presetUrls = new Set(Object.values(llmProviderPresets).map((p) => p.baseUrl));

export const providerOptions = llmProviders.map((p) => ({ value: p, label: llmProviderPresets[p].label }));
const switchOptions = thinkingSwitches.map((s) => ({ value: s, label: t.thinkingSwitches[s] ?? s }));

/**
 * Provider, base URL and thinking switch. Choosing a provider fills in its preset base URL and switch, unless the
 * URL was typed by hand (not one of the presets).
 */
export function ProviderFields() {
  const form = Form.useFormInstance();
  const onProvider = (provider: LlmProvider) => {
    const preset = llmProviderPresets[provider];
    const current = String(form.getFieldValue("base_url") ?? "");
    form.setFieldsValue({
      ...(current === "" || presetUrls.has(current) ? { base_url: preset.baseUrl } : {}),
      thinking_switch: preset.thinkingSwitch,
    });
  };
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="provider" label={t.provider} rules={[{ required: true, message: zh.admin.required(t.provider) }]}>
            <Select options={providerOptions} onChange={onProvider} showSearch optionFilterProp="label" data-testid="llm-provider" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="thinking_switch" label={t.thinkingSwitch} tooltip={t.thinkingSwitchHelp}>
            <Select options={switchOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="base_url"
        label={t.baseUrl}
        extra={t.baseUrlHelp}
        rules={[{ pattern: /^https?:\/\/\S+$/i, message: "接口地址必须以 http:// 或 https:// 开头" }]}
      >
        <Input maxLength={500} placeholder="https://" data-testid="llm-base-url" />
      </Form.Item>
    </>
  );
}
