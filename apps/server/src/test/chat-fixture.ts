import { chatStreamLineSchema, type ChatStreamLine } from "@wenku/contract";
import type { Env } from "../config/env.js";
import { createTestServer, type TestServer } from "./harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "./openai-server.js";
import { drainSearchQueue } from "../modules/search/indexing/drain-queue.js";
import { adminSession, insertDocument, type NewDocument, type Session } from "../modules/documents/document-fixtures.js";

/**
 * Test support for the chat module (modules/chat/*.test.ts): a server with chat switched on, a local
 * OpenAI-compatible server behind one model, and helpers to ask and to read the streamed answer.
 */
export interface ChatFixture {
  t: TestServer;
  ai: OpenAiTestServer;
  admin: Session;
  modelId: number;
  close(): Promise<void>;
}

export const TEST_API_KEY = "sk-wenku-chat-test-0001";

export async function startChatFixture(settings: Array<[string, string]> = [], env: Partial<Env> = {}): Promise<ChatFixture> {
  const t = await createTestServer(env);
  const ai = await startOpenAiServer({ apiKey: TEST_API_KEY });
  const admin = await adminSession(t.ctx);
  const model = await t.request("POST", "/api/v1/llm", {
    token: admin.token,
    body: { title: "测试模型", provider: "custom", base_url: ai.baseUrl, api_key: TEST_API_KEY, model: "wenku-test", enable_thinking: true, context_size: 32000 },
  });
  if (model.status !== 200) throw new Error(`model not created: ${model.raw}`);
  await t.setSettings([["llm", "enable", "true"], ...settings.map(([name, value]): [string, string, string] => ["llm", name, value])]);
  return {
    t,
    ai,
    admin,
    modelId: (model.body as { id: number }).id,
    async close() {
      await t.close();
      await ai.close();
    },
  };
}

/** The provider requests that were chat completions. */
export const chatCalls = (ai: OpenAiTestServer) => ai.requests.filter((r) => r.path === "/v1/chat/completions");

export async function newTopic(t: TestServer, token: string, body: Record<string, unknown> = {}): Promise<{ id: number; uuid: string }> {
  const res = await t.request("POST", "/api/v1/chat/topic", { token, body });
  if (res.status !== 200) throw new Error(`topic not created: ${res.status} ${res.raw}`);
  return res.body as { id: number; uuid: string };
}

export function ask(t: TestServer, token: string, topicId: number, content: string, extra: Record<string, unknown> = {}) {
  return t.request("POST", "/api/v1/chat/message", { token, body: { topic_id: topicId, content, ...extra } });
}

/** Reads the whole stream of an answer (until its `end` line), every line checked against the contract. */
export async function readStream(t: TestServer, token: string, id: number): Promise<{ status: number; lines: ChatStreamLine[]; type: string }> {
  const res = await t.request("POST", "/api/v1/chat/message/stream", { token, body: { id } });
  const contentType = res.headers["content-type"];
  const type = typeof contentType === "string" ? contentType : "";
  if (res.status !== 200) return { status: res.status, lines: [], type };
  const lines = res.raw
    .split("\n")
    .filter(Boolean)
    .map((line) => chatStreamLineSchema.parse(JSON.parse(line)));
  return { status: res.status, lines, type };
}

export const textOf = (lines: ChatStreamLine[], type: "reasoning" | "content") =>
  lines.map((line) => (line.type === type ? line.delta : "")).join("");

/** Polls until `probe` returns (or resolves to) a value, or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The stored answer message. */
export async function storedAnswer(t: TestServer, id: number) {
  return t.ctx.db.kysely.selectFrom("chat_message").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A converted document with these page texts, ready for retrieval. */
export async function seedDocument(t: TestServer, input: NewDocument): Promise<{ id: number; uuid: string }> {
  const doc = await insertDocument(t.ctx, { pages: input.pageTexts?.length, ...input });
  await t.ctx.events.emit("document.changed", { documentId: doc.id });
  while ((await drainSearchQueue(t.ctx)) > 0);
  return { id: doc.id, uuid: doc.uuid };
}
