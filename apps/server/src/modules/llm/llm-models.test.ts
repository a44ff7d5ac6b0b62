import { apiRoutes, llmProviderPresets } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";

const deepseekKey = "sk-deepseek-secret-0123456789abcd";

describe(`LLM models (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/llm", { token: admin, body });
    expect(res.status, res.raw).toBe(200);
    return res.body as { id: number; api_key: string; base_url: string; thinking_switch: string };
  };
  const read = async (id: number) => (await t.call(apiRoutes.llm.get, { token: admin, query: { id } })).body;
  const storedKey = async (id: number) =>
    (await t.ctx.db.kysely.selectFrom("llm_model").select("api_key_encrypted").where("id", "=", id).executeTakeFirstOrThrow()).api_key_encrypted;
  const count = async () => Number((await t.ctx.db.kysely.selectFrom("llm_model").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("creates a model with the provider's preset URL and thinking switch, and never returns the key", async () => {
    const created = await create({ title: "DeepSeek 对话", provider: "deepseek", api_key: deepseekKey, model: "deepseek-chat", context_size: 65536, sort: 5 });
    expect(created).toMatchObject({
      title: "DeepSeek 对话",
      provider: "deepseek",
      base_url: "https://api.deepseek.com/v1",
      api_key: "******abcd",
      model: "deepseek-chat",
      is_embedding: false,
      dimensions: 0,
      enable_thinking: false,
      thinking_switch: "none",
      context_size: 65536,
      enable: true,
      sort: 5,
    });
    const qianwen = await create({ title: "千问", provider: "qianwen", api_key: "sk-qw-0000000000000009", model: "qwen-plus", enable_thinking: true });
    expect(qianwen).toMatchObject({ base_url: llmProviderPresets.qianwen.baseUrl, thinking_switch: "enable_thinking" });
    // A provider on the local network is reached once the administrator allows its address (outbound guard).
    await t.setSettings([["security", "outbound_allow_hosts", "127.0.0.1\n10.0.0.5:11434"]]);
    const ollama = await create({ title: "本地", provider: "ollama", model: "qwen3:8b", base_url: "http://10.0.0.5:11434/v1/chat/completions" });
    expect(ollama).toMatchObject({ base_url: "http://10.0.0.5:11434/v1", api_key: "", thinking_switch: "think" });
    const raw = JSON.stringify((await t.call(apiRoutes.llm.list, { token: admin })).body);
    expect(raw).not.toContain(deepseekKey);
    expect(raw).not.toContain("0123456789");
  });

  it("stores the key sealed: the raw column holds neither the key nor any part of it", async () => {
    const { id } = await create({ title: "加密检查", provider: "kimi", api_key: "sk-kimi-plaintext-must-not-leak-42", model: "kimi-k2" });
    const stored = await storedKey(id);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain("plaintext");
    expect(Buffer.from(stored.split(".")[3], "base64url").toString("latin1")).not.toContain("plaintext");
    const again = await create({ title: "加密检查 2", provider: "kimi", api_key: "sk-kimi-plaintext-must-not-leak-42", model: "kimi-k2" });
    expect(await storedKey(again.id)).not.toBe(stored);
  });

  it("keeps the stored key on an update with an empty or masked key, replaces it with a new one", async () => {
    const { id } = await create({ title: "保留密钥", provider: "deepseek", api_key: deepseekKey, model: "deepseek-chat" });
    const sealed = await storedKey(id);
    for (const api_key of [undefined, "", "******abcd", "******"]) {
      const res = await t.call(apiRoutes.llm.update, { token: admin, body: { id, title: "保留密钥", api_key, context_size: 1000 } });
      expect(res.status, res.raw).toBe(200);
      expect(await storedKey(id)).toBe(sealed);
    }
    expect((await read(id)).api_key).toBe("******abcd");
    await t.call(apiRoutes.llm.update, { token: admin, body: { id, api_key: "sk-new-key-99998888" } });
    expect(await storedKey(id)).not.toBe(sealed);
    expect(await read(id)).toMatchObject({ api_key: "******8888", context_size: 1000 });
  });

  it("switches URL and thinking switch with the provider when they were the old presets, keeps a custom URL", async () => {
    const { id } = await create({ title: "换服务商", provider: "deepseek", api_key: deepseekKey, model: "m" });
    // Every change of address carries the key (the stored one stays with the address it was saved for).
    const update = async (body: Record<string, unknown>) => expect((await t.call(apiRoutes.llm.update, { token: admin, body: { id, ...body } })).status).toBe(200);
    await update({ provider: "doubao", api_key: "sk-doubao-000000000001" });
    expect(await read(id)).toMatchObject({ provider: "doubao", base_url: llmProviderPresets.doubao.baseUrl, thinking_switch: "thinking_type" });
    await update({ base_url: "https://gw.example.com/v1/", thinking_switch: "none", api_key: "sk-gateway-0000000002" });
    await update({ provider: "kimi" });
    expect(await read(id)).toMatchObject({ provider: "kimi", base_url: "https://gw.example.com/v1", thinking_switch: "none" });
    await update({ base_url: "", api_key: "sk-kimi-00000000000003" });
    expect((await read(id)).base_url).toBe(llmProviderPresets.kimi.baseUrl);
  });

  it.each([
    [{ provider: "deepseek", api_key: "k", model: "m" }, "请输入模型名称"],
    [{ title: "x", provider: "openai", model: "m" }, `服务商只能是 ollama、deepseek、qianwen、hunyuan、qianfan、doubao、xunfei、kimi、siliconflow、gitee、custom 之一`],
    [{ title: "x", provider: "ollama" }, "请输入模型标识"],
    [{ title: "x", provider: "ollama", model: "m", base_url: "ftp://x" }, "接口地址必须以 http:// 或 https:// 开头"],
    [{ title: "x", provider: "ollama", model: "m", thinking_switch: "maybe" }, "思考开关只能是 none、enable_thinking、thinking_type、think 之一"],
    [{ title: "x", provider: "ollama", model: "m", enable: "yes" }, "是否启用必须是 true 或 false"],
    [{ title: "x", provider: "ollama", model: "m", context_size: -1 }, "上下文长度超出范围"],
    [{ title: "x", provider: "custom", model: "m" }, "请输入接口地址"],
    [{ title: "x", provider: "deepseek", model: "m" }, "请输入 API Key"],
    [{ title: "x", provider: "deepseek", model: "m", api_key: "******abcd" }, "请输入 API Key"],
  ])("refuses %j and creates nothing", async (body, message) => {
    const before = await count();
    const res = await t.request("POST", "/api/v1/llm", { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it("404s an unknown model on read and update; lists with filters; deletes", async () => {
    expect((await t.call(apiRoutes.llm.get, { token: admin, query: { id: 987654 } })).body.message).toBe("模型不存在");
    expect((await t.call(apiRoutes.llm.update, { token: admin, body: { id: 987654, title: "x" } })).status).toBe(404);
    const embed = await create({ title: "向量 bge", provider: "siliconflow", api_key: "sk-sf-1234567890", model: "BAAI/bge-m3", is_embedding: true, sort: 100 });
    const off = await create({ title: "停用模型", provider: "ollama", model: "llama3", enable: false });
    const list = async (query: Record<string, string | number | boolean>) =>
      (await t.call(apiRoutes.llm.list, { token: admin, query })).body as { total: number; llm: Array<{ id: number; sort: number }> };
    expect((await list({ is_embedding: true })).llm.map((m) => m.id)).toEqual([embed.id]);
    expect((await list({ enable: false })).llm.map((m) => m.id)).toEqual([off.id]);
    expect((await list({ wd: "bge" })).llm.map((m) => m.id)).toEqual([embed.id]);
    expect((await list({ provider: "ollama" })).llm.map((m) => m.id)).toContain(off.id);
    const all = await list({});
    expect(all.llm[0].id).toBe(embed.id);
    const paged = await list({ page: 2, size: 2 });
    expect(paged.total).toBe(all.total);
    expect(paged.llm.length).toBe(2);
    expect((await t.call(apiRoutes.llm.remove, { token: admin, query: { id: [embed.id, off.id] } })).status).toBe(200);
    expect((await list({})).total).toBe(all.total - 2);
  });

  it("is for administrators only: anonymous 401, member 403", async () => {
    const member = await t.registerMember();
    for (const [method, url] of [["GET", "/api/v1/llm/list"], ["GET", "/api/v1/llm?id=1"], ["POST", "/api/v1/llm"], ["PUT", "/api/v1/llm"], ["DELETE", "/api/v1/llm?id=1"], ["POST", "/api/v1/llm/test"]] as const) {
      const body = method === "POST" || method === "PUT" ? { id: 1, title: "x", provider: "ollama", model: "m" } : undefined;
      expect((await t.request(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await t.request(method, url, { token: member.token, body })).status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call(apiRoutes.llm.list, { token: member.token })).body.message).toBe("您没有权限访问【查询大模型列表】");
  });
});
