import type { ThinkingSwitch } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loopbackOutbound } from "../../test/allow-loopback.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { LlmError } from "./llm-error.js";
import type { ResolvedModel } from "./resolve-model.js";
import { streamChat, type ChatDelta } from "./stream-chat.js";

const key = "sk-test-stream-0123456789";
const messages = [
  { role: "system" as const, content: "你是助手" },
  { role: "user" as const, content: "vim 里怎么撤消上一次修改？" },
];

async function collect(model: ResolvedModel, options: { enableThinking?: boolean; signal?: AbortSignal; maxTokens?: number; onDelta?: (d: ChatDelta) => void } = {}) {
  const deltas: ChatDelta[] = [];
  let error: unknown;
  try {
    for await (const delta of streamChat(model, { messages, enableThinking: options.enableThinking ?? true, signal: options.signal ?? new AbortController().signal, maxTokens: options.maxTokens })) {
      deltas.push(delta);
      options.onDelta?.(delta);
    }
  } catch (err) {
    error = err;
  }
  const text = (type: "reasoning" | "content") => deltas.filter((d) => d.type === type).map((d) => (d as { delta: string }).delta).join("");
  return { deltas, error: error as LlmError | undefined, reasoning: text("reasoning"), content: text("content"), usage: deltas.find((d) => d.type === "usage") };
}

describe("streamChat against an OpenAI-compatible server", () => {
  let ai: OpenAiTestServer;
  let model: ResolvedModel;
  const lastBody = () => ai.requests.at(-1)!.body;

  beforeAll(async () => {
    ai = await startOpenAiServer({ apiKey: key });
    model = {
      id: 1, title: "测试", provider: "custom", baseUrl: ai.baseUrl, apiKey: key, model: "test-model",
      thinkingSwitch: "none", enableThinking: true, contextSize: 8192, isEmbedding: false, dimensions: 0, outbound: loopbackOutbound,
    };
  });
  beforeEach(() => expect(ai.pending()).toBe(0));
  afterAll(() => ai.close());

  it("streams reasoning, then content, then usage, sending the model, messages, max_tokens and include_usage", async () => {
    ai.script({ kind: "answer", reasoning: "用户问撤消。", content: "在普通模式按 u 撤消[^1]。", chunks: 5, usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 } });
    const result = await collect(model, { maxTokens: 256 });
    expect(result.error).toBeUndefined();
    expect(result.reasoning).toBe("用户问撤消。");
    expect(result.content).toBe("在普通模式按 u 撤消[^1]。");
    expect(result.deltas.map((d) => d.type)).toEqual(["reasoning", "reasoning", "content", "content", "content", "content", "content", "usage"]);
    expect(result.usage).toEqual({ type: "usage", usage: { prompt_tokens: 30, completion_tokens: 12, total_tokens: 42 } });
    const request = ai.requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${key}`);
    expect(request.body).toMatchObject({ model: "test-model", messages, stream: true, stream_options: { include_usage: true }, max_tokens: 256 });
  });

  it("reads reasoning sent as `reasoning` (Ollama) and as <think> tags in the content", async () => {
    ai.script({ kind: "answer", reasoningField: "reasoning", reasoning: "想一想", content: "答案" });
    expect(await collect(model)).toMatchObject({ reasoning: "想一想", content: "答案" });
    ai.script({ kind: "answer", content: "<think>先想\n再想</think>\n\n最终答案", chunks: 9 });
    expect(await collect(model)).toMatchObject({ reasoning: "先想\n再想", content: "最终答案" });
  });

  const switchCases: Array<[ThinkingSwitch, Record<string, unknown>, Record<string, unknown>]> = [
    ["enable_thinking", { enable_thinking: true }, { enable_thinking: false }],
    ["thinking_type", { thinking: { type: "enabled" } }, { thinking: { type: "disabled" } }],
    ["think", { think: true }, { think: false }],
  ];
  it.each(switchCases)("switch %s: asks for thinking only when the model can and the request wants it", async (thinkingSwitch, on, off) => {
    await collect({ ...model, thinkingSwitch }, { enableThinking: true });
    expect(lastBody()).toMatchObject(on);
    await collect({ ...model, thinkingSwitch }, { enableThinking: false });
    expect(lastBody()).toMatchObject(off);
    await collect({ ...model, thinkingSwitch, enableThinking: false }, { enableThinking: true });
    expect(lastBody()).toMatchObject(off);
  });

  it("switch none sends no thinking field", async () => {
    await collect(model, { enableThinking: true });
    for (const field of ["enable_thinking", "thinking", "think"]) expect(lastBody()).not.toHaveProperty(field);
  });

  it("maps 401, 429, 500 and a non-JSON 502 to error kinds, with the provider's words only from an OpenAI error body", async () => {
    const wrongKey = await collect({ ...model, apiKey: "sk-wrong-key-000000" });
    expect(wrongKey.error).toBeInstanceOf(LlmError);
    expect(wrongKey.error).toMatchObject({ kind: "auth", status: 401, message: "模型服务拒绝了请求（401）：Incorrect API key provided" });
    ai.script({ kind: "error", status: 429, message: "Rate limit reached for requests" });
    expect((await collect(model)).error).toMatchObject({ kind: "rate_limit", status: 429, message: "模型服务请求过多或额度不足（429）：Rate limit reached for requests" });
    ai.script({ kind: "error", status: 500, message: "The server had an error while processing your request." });
    expect((await collect(model)).error).toMatchObject({ kind: "server", status: 500, message: "模型服务出错（500）：The server had an error while processing your request." });
    ai.script({ kind: "error", status: 502, message: "", rawBody: "<html>Bad Gateway</html>" });
    expect((await collect(model)).error).toMatchObject({ kind: "server", status: 502, message: "模型服务出错（502）" });
    ai.script({ kind: "error", status: 400, message: "model 'nope' not found", code: "model_not_found" });
    expect((await collect(model)).error).toMatchObject({ kind: "bad_request", status: 400, message: "模型服务无法处理请求（400）：model 'nope' not found" });
  });

  it("stops mid-stream when the signal aborts, keeping what came and closing the connection", async () => {
    // The whole answer would take 4.5 s; stopping after the first chunk takes a fraction of that, even on a busy machine.
    ai.script({ kind: "answer", content: "一二三四五六七八九十", chunks: 10, intervalMs: 500 });
    const controller = new AbortController();
    const started = Date.now();
    const result = await collect(model, { signal: controller.signal, onDelta: (d) => d.type === "content" && controller.abort() });
    expect(result.error).toMatchObject({ kind: "aborted" });
    expect(result.content).toBe("一");
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it("stops while waiting for the first chunk", async () => {
    ai.script({ kind: "answer", content: "太慢了", delayMs: 5000 });
    const result = await collect(model, { signal: AbortSignal.timeout(100) });
    expect(result.error).toMatchObject({ kind: "aborted" });
    expect(result.deltas).toEqual([]);
  });

  it("reports a connection dropped mid-stream, keeping the deltas received before", async () => {
    ai.script({ kind: "answer", reasoning: "推理", reasoningChunks: 1, content: "部分答案后断开", chunks: 7, dropAfter: 3 });
    const result = await collect(model);
    expect(result.error).toMatchObject({ kind: "network", message: "模型服务连接中断" });
    expect(result.reasoning).toBe("推理");
    expect(result.content).toBe("部分");
  });

  it("reports a stream that ends without the provider finishing as dropped", async () => {
    ai.script({ kind: "answer", content: "没有结束", finishReason: null, usage: false });
    const result = await collect(model);
    expect(result.content).toBe("没有结束");
    expect(result.error).toMatchObject({ kind: "network", message: "模型服务连接中断" });
  });

  it("reports a refused connection as a network error", async () => {
    ai.script({ kind: "reset" });
    const reset = await collect(model);
    expect(reset.error).toMatchObject({ kind: "network" });
    expect(reset.error!.message).toMatch(/^无法连接模型服务/);
  });

  it("sends no Authorization header for a model without a key, whatever OPENAI_API_KEY holds", async () => {
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = "sk-from-the-environment";
    ai.apiKey = undefined;
    try {
      const result = await collect({ ...model, apiKey: "" });
      expect(result.content).toBe("Echo: vim 里怎么撤消上一次修改？");
      expect(ai.requests.at(-1)!.headers.authorization).toBeUndefined();
    } finally {
      ai.apiKey = key;
      if (saved === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = saved;
    }
  });
});
