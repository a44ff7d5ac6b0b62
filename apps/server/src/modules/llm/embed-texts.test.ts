import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackOutbound } from "../../test/allow-loopback.js";
import { cosine, hashedEmbedding } from "../../test/openai-embedding.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { embedTexts } from "./embed-texts.js";
import type { ResolvedModel } from "./resolve-model.js";

const key = "sk-embed-test-000000001";

describe("embedTexts against an OpenAI-compatible server", () => {
  let ai: OpenAiTestServer;
  let model: ResolvedModel;
  const embeddingCalls = () => ai.requests.filter((r) => r.path === "/v1/embeddings");

  beforeAll(async () => {
    ai = await startOpenAiServer({ apiKey: key, dimensions: 96 });
    model = {
      id: 7, title: "向量", provider: "ollama", baseUrl: ai.baseUrl, apiKey: key, model: "bge-m3",
      thinkingSwitch: "think", enableThinking: false, contextSize: 0, isEmbedding: true, dimensions: 0, outbound: loopbackOutbound,
    };
  });
  afterAll(() => ai.close());

  it("embeds in batches of 32, one vector per text, in order", async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `第 ${i} 段：文库的页面文字 ${i}`);
    const before = embeddingCalls().length;
    const vectors = await embedTexts(model, texts);
    const calls = embeddingCalls().slice(before);
    expect(calls.map((c) => c.body.input.length)).toEqual([32, 32, 6]);
    expect(calls[0].body).toMatchObject({ model: "bge-m3", encoding_format: "float" });
    expect(calls[0].headers.authorization).toBe(`Bearer ${key}`);
    expect(vectors.length).toBe(70);
    for (const [i, vector] of vectors.entries()) {
      expect(vector.length).toBe(96);
      expect(vector[0]).toBeCloseTo(hashedEmbedding(texts[i], 96)[0], 5);
    }
    expect(await embedTexts(model, texts.slice(0, 5), undefined, 2)).toHaveLength(5);
    expect(embeddingCalls().length - before).toBe(6);
  });

  it("gives nearby vectors to texts about the same thing", async () => {
    const [question, answer, other] = await embedTexts(model, ["vim 怎么撤消上一次修改", "在 vim 普通模式下按 u 撤消上一次修改", "PostgreSQL 的 GIN 索引"]);
    expect(cosine(question, answer)).toBeGreaterThan(cosine(question, other) + 0.2);
  });

  it("makes no call for no text", async () => {
    const before = ai.requests.length;
    expect(await embedTexts(model, [])).toEqual([]);
    expect(ai.requests.length).toBe(before);
  });

  it("maps the provider's refusals and an abort to LlmError", async () => {
    await expect(embedTexts({ ...model, apiKey: "sk-wrong-000000000" }, ["x"])).rejects.toMatchObject({ kind: "auth", status: 401 });
    ai.script({ kind: "error", endpoint: "embeddings", status: 429, message: "Too many requests" });
    await expect(embedTexts(model, ["x"])).rejects.toMatchObject({ kind: "rate_limit", message: "模型服务请求过多或额度不足（429）：Too many requests" });
    ai.script({ kind: "embedding", delayMs: 5000 });
    await expect(embedTexts(model, ["x"], AbortSignal.timeout(100))).rejects.toMatchObject({ kind: "aborted" });
  });
});
