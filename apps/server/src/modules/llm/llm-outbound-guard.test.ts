import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { resolveChatModel } from "./resolve-model.js";
import { streamChat } from "./stream-chat.js";

const key = "sk-guard-test-000011112222";
const refusedMessage = /^接口地址：不允许连接本机或内网地址 .+，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加$/;

describe(`model providers behind the outbound guard (${testDialect})`, () => {
  let t: TestServer;
  let ai: OpenAiTestServer;
  let admin: string;
  let port: string;
  const allow = (hosts: string) => t.setSettings([["security", "outbound_allow_hosts", hosts]]);
  const test = (body: Record<string, unknown>) => t.call(apiRoutes.llm.test, { token: admin, body });
  const create = (base_url: string) => t.call(apiRoutes.llm.create, { token: admin, body: { title: "x", provider: "custom", base_url, api_key: key, model: "m" } });

  beforeAll(async () => {
    [t, ai] = await Promise.all([createTestServer(), startOpenAiServer({ apiKey: key })]);
    admin = await t.adminToken();
    port = new URL(ai.baseUrl).port;
  });
  beforeEach(() => allow(""));
  afterAll(async () => {
    await Promise.all([t.close(), ai.close()]);
  });

  it("refuses loopback, private, link-local and CGNAT base URLs on save and test, IPv6 and mapped forms too", async () => {
    for (const url of [
      ai.baseUrl, `http://localhost:${port}/v1`, `http://[::1]:${port}/v1`, `http://[::ffff:127.0.0.1]:${port}/v1`, `http://[::ffff:7f00:1]:${port}/v1`,
      "http://10.0.0.5:11434/v1", "http://192.168.1.10/v1", "http://172.16.5.4/v1", "http://169.254.169.254/latest", "http://100.64.0.1/v1",
      "http://[fd00::1]/v1", "http://[fe80::1]/v1", "http://[::ffff:10.0.0.1]/v1", "http://0.0.0.0/v1",
    ]) {
      const created = await create(url);
      expect(created.status, url).toBe(400);
      expect(created.body.message, url).toMatch(refusedMessage);
      const tested = await test({ provider: "custom", base_url: url, api_key: key, model: "m" });
      expect(tested.body.message, url).toMatch(refusedMessage);
    }
    expect(ai.requests).toEqual([]);
  });

  it("lets the administrator allow a host, with or without its port", async () => {
    await allow(`localhost:${port}`);
    const byName = await test({ provider: "custom", base_url: `http://localhost:${port}/v1`, api_key: key, model: "m" });
    expect(byName.body, byName.raw).toMatchObject({ ok: true });
    expect((await test({ provider: "custom", base_url: `http://localhost:${Number(port) + 1}/v1`, api_key: key, model: "m" })).body.message).toMatch(refusedMessage);
    await allow("# 本机的模型服务\n127.0.0.1");
    expect((await create(ai.baseUrl)).status).toBe(200);
    expect(ai.requests).toHaveLength(1);
  });

  it("checks again at call time: a model saved while allowed is not called once the address is no longer allowed", async () => {
    await allow("127.0.0.1");
    const created = await create(ai.baseUrl);
    await allow("");
    const before = ai.requests.length;
    const model = await resolveChatModel(t.ctx, created.body.id);
    const chat = streamChat(model, { messages: [{ role: "user", content: "hi" }], enableThinking: false, signal: AbortSignal.timeout(5000) });
    await expect(chat[Symbol.asyncIterator]().next()).rejects.toMatchObject({
      kind: "network",
      message: "不允许连接本机或内网地址 127.0.0.1，如确需连接，请在「安全配置」的「允许访问的内网地址」中添加",
    });
    expect((await test({ id: created.body.id })).body.message).toMatch(refusedMessage);
    expect(ai.requests.length).toBe(before);
  });

  it("summarises a provider's error: the status, and only an OpenAI error body's message, cleaned and clipped", async () => {
    await allow("127.0.0.1");
    const tryOnce = async () => (await test({ provider: "custom", base_url: ai.baseUrl, api_key: key, model: "m" })).body;
    const page = `<!doctype html><html><body><h1>Internal admin</h1><pre>${"SECRET-ROW ".repeat(20_000)}</pre></body></html>`;
    ai.script({ kind: "error", status: 500, message: "", rawBody: page });
    expect(await tryOnce()).toMatchObject({ ok: false, message: "模型服务出错（500）" });
    ai.script({ kind: "error", status: 404, message: "", rawBody: JSON.stringify({ detail: "internal path /admin/users", rows: ["SECRET-ROW"] }) });
    expect(await tryOnce()).toMatchObject({ ok: false, message: "模型服务无法处理请求（404）" });
    ai.script({ kind: "error", status: 400, message: `model\u0000 not\u001b[31m found\u202e \n${"x".repeat(5000)}` });
    const clipped = (await tryOnce()).message;
    expect(clipped).toMatch(/^模型服务无法处理请求（400）：model not \[31m found x+…$/);
    expect(clipped.length).toBeLessThan(240);
  });
});
