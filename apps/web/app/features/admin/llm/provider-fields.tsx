import { llmProviderPresets, llmProviders, thinkingSwitches, type LlmProvider } from "@wenku/contract";
import { Form, Input, Select } from "antd";
import { zh } from "../../../locales/zh-CN";

const t = zh.adminAi.llm;
const presetUrls = new Set(Object.values(llmProviderPresets).map((p) => p.baseUrl));

/** The plain OpenAI-compatible choice: any address, the administrator's key and model; nothing preset. */
export const openAiCompatible: LlmProvider = "custom";

/** OpenAI 兼容 first (the choice for any other service), then the named providers. */
export const providerOptions = [openAiCompatible, ...llmProviders.filter((p) => p !== openAiCompatible)].map((p) => ({
  value: p,
  label: llmProviderPresets[p].label,
}));
const switchOptions = thinkingSwitches.map((s) => ({ value: s, label: t.thinkingSwitches[s] ?? s }));

/**
 * Provider and base URL. Choosing a provider fills in its preset base URL and thinking switch, unless the URL was
 * typed by hand (not one of the presets). OpenAI 兼容 has no preset address: it must be typed.
 */
export function ProviderFields() {
  const form = Form.useFormInstance();
  const provider = Form.useWatch<LlmProvider | undefined>("provider", form);
  const plain = provider === openAiCompatible;
  const onProvider = (next: LlmProvider) => {
    const preset = llmProviderPresets[next];
    const current = String(form.getFieldValue("base_url") ?? "");
    form.setFieldsValue({
      ...(current === "" || presetUrls.has(current) ? { base_url: preset.baseUrl } : {}),
      thinking_switch: preset.thinkingSwitch,
    });
  };
  return (
    <>
      <Form.Item name="provider" label={t.provider} rules={[{ required: true, message: zh.admin.required(t.provider) }]}>
        <Select options={providerOptions} onChange={onProvider} showSearch optionFilterProp="label" data-testid="llm-provider" />
      </Form.Item>
      <Form.Item
        name="base_url"
        label={t.baseUrl}
        extra={plain ? t.baseUrlCompatibleHelp : t.baseUrlHelp}
        rules={[
          { required: plain, message: zh.admin.required(t.baseUrl) },
          { pattern: /^https?:\/\/\S+$/i, message: "接口地址必须以 http:// 或 https:// 开头" },
        ]}
      >
        <Input maxLength={500} placeholder={plain ? "https://api.example.com/v1" : "https://"} data-testid="llm-base-url" />
      </Form.Item>
    </>
  );
}

/** How the provider takes the thinking switch (preset with the provider). */
export function ThinkingSwitchField() {
  return (
    <Form.Item name="thinking_switch" label={t.thinkingSwitch} tooltip={t.thinkingSwitchHelp}>
      <Select options={switchOptions} />
    </Form.Item>
  );
}
