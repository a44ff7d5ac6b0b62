import { z } from "zod";
import { llmProviders } from "../enums.js";
import { bInt, qBool, qInt, qString } from "../query.js";
import { visibleTitle } from "./safe-values.js";
import { bFlag, bId, bRequiredText, bSort, bText, qId, qIds, timestamps } from "./site.js";

export type LlmProvider = (typeof llmProviders)[number];

/**
 * How a provider's model is told to think or not. `none`: it cannot be switched (a reasoning model always
 * streams `reasoning_content`, others never do); `enable_thinking`: body field `enable_thinking: bool`
 * (DashScope/qianwen, SiliconFlow); `thinking_type`: body field `thinking: {type: "enabled"|"disabled"}`
 * (Volcengine Ark/doubao, Kimi); `think`: body field `think: bool` (Ollama).
 */
export const thinkingSwitches = ["none", "enable_thinking", "thinking_type", "think"] as const;
export type ThinkingSwitch = (typeof thinkingSwitches)[number];

export interface LlmProviderPreset {
  provider: LlmProvider;
  label: string;
  /** OpenAI-compatible base URL (ending before /chat/completions); empty for `custom`. */
  baseUrl: string;
  thinkingSwitch: ThinkingSwitch;
  /** Whether an API key is needed (Ollama runs without one). */
  needsKey: boolean;
}

/** The 11 providers of spec §9, each an OpenAI-compatible endpoint. */
export const llmProviderPresets: Record<LlmProvider, LlmProviderPreset> = {
  ollama: { provider: "ollama", label: "Ollama（本地）", baseUrl: "http://127.0.0.1:11434/v1", thinkingSwitch: "think", needsKey: false },
  deepseek: { provider: "deepseek", label: "DeepSeek", baseUrl: "https://api.deepseek.com/v1", thinkingSwitch: "none", needsKey: true },
  qianwen: { provider: "qianwen", label: "通义千问", baseUrl: "https://dashscope.aliyuncs.com/compatible-mode/v1", thinkingSwitch: "enable_thinking", needsKey: true },
  hunyuan: { provider: "hunyuan", label: "腾讯混元", baseUrl: "https://api.hunyuan.cloud.tencent.com/v1", thinkingSwitch: "none", needsKey: true },
  qianfan: { provider: "qianfan", label: "百度千帆", baseUrl: "https://qianfan.baidubce.com/v2", thinkingSwitch: "none", needsKey: true },
  doubao: { provider: "doubao", label: "豆包（火山方舟）", baseUrl: "https://ark.cn-beijing.volces.com/api/v3", thinkingSwitch: "thinking_type", needsKey: true },
  xunfei: { provider: "xunfei", label: "讯飞星火", baseUrl: "https://spark-api-open.xf-yun.com/v1", thinkingSwitch: "none", needsKey: true },
  kimi: { provider: "kimi", label: "Kimi（月之暗面）", baseUrl: "https://api.moonshot.cn/v1", thinkingSwitch: "thinking_type", needsKey: true },
  siliconflow: { provider: "siliconflow", label: "硅基流动", baseUrl: "https://api.siliconflow.cn/v1", thinkingSwitch: "enable_thinking", needsKey: true },
  gitee: { provider: "gitee", label: "Gitee AI（模力方舟）", baseUrl: "https://ai.gitee.com/v1", thinkingSwitch: "none", needsKey: true },
  custom: { provider: "custom", label: "OpenAI 兼容", baseUrl: "", thinkingSwitch: "none", needsKey: false },
};

const providerField = z.enum(llmProviders, { error: `服务商只能是 ${llmProviders.join("、")} 之一` });

/** A model as administrators see it: the API key is never returned, only whether one is stored and its mask. */
export const llmModelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: providerField,
  base_url: z.string(),
  /** `******` plus the key's last 4 characters, or empty when no key is stored. */
  api_key: z.string(),
  model: z.string(),
  is_embedding: z.boolean(),
  /** Vector length of an embedding model (learned on first use; 0 until then). */
  dimensions: z.number().int(),
  enable_thinking: z.boolean(),
  thinking_switch: z.enum(thinkingSwitches),
  context_size: z.number().int(),
  enable: z.boolean(),
  sort: z.number().int(),
  ...timestamps,
});
export type LlmModel = z.infer<typeof llmModelSchema>;

const fields = {
  title: visibleTitle("模型名称", 100),
  provider: providerField,
  base_url: bText("接口地址", 500).refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "接口地址必须以 http:// 或 https:// 开头"),
  /** Empty or the mask keeps the stored key. */
  api_key: bText("API Key", 500),
  model: bRequiredText("模型标识", 200),
  is_embedding: bFlag("是否向量模型"),
  enable_thinking: bFlag("是否支持深度思考"),
  thinking_switch: z.enum(thinkingSwitches, { error: `思考开关只能是 ${thinkingSwitches.join("、")} 之一` }),
  context_size: bInt().refine((n) => n >= 0 && n <= 10_000_000, "上下文长度超出范围"),
  enable: bFlag("是否启用"),
  sort: bSort(),
};

export const llmModelCreateSchema = z.object({
  title: fields.title,
  provider: fields.provider,
  base_url: fields.base_url.default(""),
  api_key: fields.api_key.default(""),
  model: fields.model,
  is_embedding: fields.is_embedding.default(false),
  enable_thinking: fields.enable_thinking.default(false),
  thinking_switch: fields.thinking_switch.optional(),
  context_size: fields.context_size.default(0),
  enable: fields.enable.default(true),
  sort: fields.sort.default(0),
});
export type LlmModelCreate = z.input<typeof llmModelCreateSchema>;

/** Fields left out keep their value; an empty or masked `api_key` keeps the stored key. */
export const llmModelUpdateSchema = z.object({ id: bId("请指定要修改的模型"), ...fields }).partial().required({ id: true });
export type LlmModelUpdate = z.input<typeof llmModelUpdateSchema>;

export const llmModelListQuerySchema = z.object({
  page: qInt(1),
  size: qInt(),
  wd: qString(),
  provider: qString(),
  is_embedding: qBool(),
  enable: qBool(),
});
export const llmModelListReplySchema = z.object({ total: z.number().int(), llm: z.array(llmModelSchema) });
/** GET /api/v1/llm?id= (one model) and DELETE /api/v1/llm?id=&id= (several). */
export const llmModelGetQuerySchema = z.object({ id: qId("请指定模型") });
export const llmModelIdsQuerySchema = z.object({ id: qIds("请选择要删除的模型") });

/**
 * POST /api/v1/llm/test: one short call to the model (chat or embedding) with the given settings over the stored
 * model `id` (if any; 0 is none). No defaults: a field left out keeps the stored value, an empty or masked `api_key` the stored key.
 */
export const llmTestBodySchema = z.object({ id: bInt().refine((n) => n >= 0, "请指定要测试的模型"), ...fields }).partial();
export const llmTestReplySchema = z.object({
  ok: z.boolean(),
  /** Milliseconds until the provider answered. */
  latency_ms: z.number().int(),
  /** The provider's reply (a few words), or the vector length of an embedding model. */
  reply: z.string(),
  message: z.string(),
});

/** GET /api/v1/chat/model/list: what a member may choose; never a URL or a key. */
export const chatModelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: providerField,
  enable_thinking: z.boolean(),
  is_default: z.boolean(),
});
export const chatModelListReplySchema = z.object({ model: z.array(chatModelSchema) });
export type ChatModel = z.infer<typeof chatModelSchema>;

/** The member's model choice (spec §3, §9): modelId 0 is the configured default model. */
export const chatModelChoiceSchema = z.object({ modelId: z.number().int().min(0), enableThinking: z.boolean() });
export type ChatModelChoice = z.infer<typeof chatModelChoiceSchema>;
export const defaultChatModelChoice: ChatModelChoice = { modelId: 0, enableThinking: true };
