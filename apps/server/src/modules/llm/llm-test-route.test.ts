import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { testLlmModel } from "./test-llm-model.js";

const key = "sk-route-test-55556666";

describe(`POST /api/v1/llm/test (${testDialect})`, () => {
  let t: TestServer;
  let ai: OpenAiTestServer;
  let admin: string;
  let chatId: number;
  let embedId: number;
  const test = (body: Record<string, unknown>) => t.call(apiRoutes.llm.test, { token: admin, body });

  beforeAll(async () => {
    [t, ai] = await Promise.all([createTestServer(), startOpenAiServer({ apiKey: key, dimensions: 48 })]);
    admin = await t.adminToken();
    const create = async (body: Record<string, unknown>) =>
      (await t.request("POST", "/api/v1/llm", { token: admin, body: { provider: "custom", base_url: ai.baseUrl, api_key: key, ...body } })).body.id as number;
    chatId = await create({ title: "对话", model: "chat-model", thinking_switch: "enable_thinking", enable_thinking: true });
    embedId = await create({ title: "向量", model: "embed-model", is_embedding: true });
  });
  afterAll(async () => {
    await Promise.all([t.close(), ai.close()]);
  });

  it("makes one short chat call with the stored model and reports the reply and latency", async () => {
    ai.script({ kind: "answer", content: "你好，我能正常工作。", reasoning: "不该请求思考" });
    const res = await test({ id: chatId });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ ok: true, latency_ms: expect.any(Number), reply: "你好，我能正常工作。", message: "连接成功" });
    const request = ai.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${key}`);
    expect(request.body).toMatchObject({ model: "chat-model", max_tokens: 32, stream: true, enable_thinking: false });
  });

  it("tests unsaved settings over the stored ones, and settings with no stored model at all", async () => {
    await test({ id: chatId, model: "other-model", api_key: "******6666" });
    expect(ai.requests.at(-1)!.body.model).toBe("other-model");
    const fresh = await test({ provider: "custom", base_url: ai.baseUrl, api_key: key, model: "brand-new" });
    expect(fresh.body).toMatchObject({ ok: true, reply: "Echo: 你好，请用一句话回复，确认你能正常工作。" });
    expect(ai.requests.at(-1)!.body.model).toBe("brand-new");
  });

  it("reports the provider's refusal in Chinese with ok false", async () => {
    const wrongKey = await test({ id: chatId, api_key: "sk-wrong-key-12345678" });
    expect(wrongKey.status).toBe(200);
    expect(wrongKey.body).toMatchObject({ ok: false, reply: "", message: "模型服务拒绝了请求（401）：Incorrect API key provided" });
    ai.script({ kind: "error", status: 500, message: "upstream overloaded" });
    expect((await test({ id: chatId })).body).toMatchObject({ ok: false, message: "模型服务出错（500）：upstream overloaded" });
    ai.script({ kind: "reset" });
    expect((await test({ id: chatId })).body.message).toMatch(/^无法连接模型服务/);
  });

  it("embeds one text with an embedding model and keeps its vector length", async () => {
    const res = await test({ id: embedId });
    expect(res.body).toMatchObject({ ok: true, reply: "48", message: "连接成功，向量维度 48" });
    expect(ai.requests.at(-1)!.path).toBe("/v1/embeddings");
    expect((await t.call(apiRoutes.llm.get, { token: admin, query: { id: embedId } })).body.dimensions).toBe(48);
  });

  it("says when the provider does not answer in time", async () => {
    ai.script({ kind: "answer", content: "迟到", delayMs: 3000 });
    const reply = await testLlmModel(t.ctx, { id: chatId }, 200);
    expect(reply).toMatchObject({ ok: false, message: "模型服务在 1 秒内没有回应" });
  });

  it("refuses incomplete settings and unknown models", async () => {
    expect((await test({ id: 999999 })).status).toBe(404);
    expect((await test({ model: "m" })).body.message).toBe("请选择服务商");
    expect((await test({ provider: "ollama" })).body.message).toBe("请输入模型标识");
    expect((await test({ provider: "custom", model: "m" })).body.message).toBe("请输入接口地址");
    expect((await test({ provider: "deepseek", model: "m" })).body.message).toBe("请输入 API Key");
  });
});
