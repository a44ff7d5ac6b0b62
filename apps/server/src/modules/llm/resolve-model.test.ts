import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../http/errors.js";
import { outboundPolicy } from "../../outbound/outbound-policy.js";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { resolveChatModel, resolveEmbeddingModel } from "./resolve-model.js";

describe(`choosing a model (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let member: string;
  const ids: Record<string, number> = {};
  const create = async (body: Record<string, unknown>) => {
    const res = await t.request("POST", "/api/v1/llm", { token: admin, body: { provider: "ollama", ...body } });
    expect(res.status, res.raw).toBe(200);
    return res.body.id as number;
  };
  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return { status: (err as AppError).status, message: (err as AppError).message };
  };
  const modelList = async () => (await t.call(apiRoutes.llm.chatModels, { token: member })).body.model as Array<Record<string, unknown>>;

  const chatOffered = async () => (await t.call(apiRoutes.setting.public)).body.llm.enable;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    member = (await t.registerMember()).token;
  });
  afterAll(() => t.close());

  it("has no chat model before one is configured", async () => {
    expect(await refusal(resolveChatModel(t.ctx, 0))).toEqual({ status: 400, message: "尚未配置可用的对话模型" });
    expect(await resolveEmbeddingModel(t.ctx)).toBeNull();
    expect(await modelList()).toEqual([]);
  });

  it("resolves 0 to the first enabled chat model by sort desc then id, with the key in clear", async () => {
    ids.low = await create({ title: "低", model: "low", sort: 1 });
    ids.high = await create({ title: "高", provider: "deepseek", api_key: "sk-ds-high-000011112222", model: "deepseek-reasoner", sort: 9, enable_thinking: true, context_size: 64000 });
    ids.high2 = await create({ title: "同高", model: "high2", sort: 9 });
    ids.off = await create({ title: "停用", model: "off", sort: 50, enable: false });
    ids.embed = await create({ title: "向量", model: "bge-m3", sort: 60, is_embedding: true });
    ids.embedOff = await create({ title: "停用向量", model: "bge-off", is_embedding: true, enable: false });
    expect(await resolveChatModel(t.ctx, 0)).toEqual({
      id: ids.high,
      title: "高",
      provider: "deepseek",
      baseUrl: "https://api.deepseek.com/v1",
      apiKey: "sk-ds-high-000011112222",
      model: "deepseek-reasoner",
      thinkingSwitch: "none",
      enableThinking: true,
      contextSize: 64000,
      isEmbedding: false,
      dimensions: 0,
      // The policy in force on the server (127.0.0.1 allowed), whichever earlier file of the worker built it first.
      outbound: await outboundPolicy(t.ctx),
    });
  });

  it("resolves 0 to llm.default_model_id when it names an enabled chat model, else falls back", async () => {
    await t.setSettings([["llm", "default_model_id", String(ids.low)]]);
    expect((await resolveChatModel(t.ctx, 0)).id).toBe(ids.low);
    for (const stale of [ids.off, ids.embed, 999999]) {
      await t.setSettings([["llm", "default_model_id", String(stale)]]);
      expect((await resolveChatModel(t.ctx, 0)).id).toBe(ids.high);
    }
    await t.setSettings([["llm", "default_model_id", String(ids.low)]]);
  });

  it("resolves a chosen id; refuses a disabled, unknown or embedding one", async () => {
    expect((await resolveChatModel(t.ctx, ids.high2)).model).toBe("high2");
    for (const id of [ids.off, ids.embed, 999999, -1]) {
      expect(await refusal(resolveChatModel(t.ctx, id))).toEqual({ status: 400, message: "所选模型不可用" });
    }
  });

  it("resolves the embedding model of llm.embedding_model_id, null when unset or unusable", async () => {
    await t.setSettings([["llm", "embedding_model_id", String(ids.embed)]]);
    expect(await resolveEmbeddingModel(t.ctx)).toMatchObject({ id: ids.embed, model: "bge-m3", isEmbedding: true, apiKey: "" });
    for (const unusable of [ids.embedOff, ids.low, 999999, 0]) {
      await t.setSettings([["llm", "embedding_model_id", String(unusable)]]);
      expect(await resolveEmbeddingModel(t.ctx)).toBeNull();
    }
  });

  it("lists the enabled chat models to members, no URL or key, the default marked", async () => {
    expect(await modelList()).toEqual([
      { id: ids.high, title: "高", provider: "deepseek", enable_thinking: true, is_default: false },
      { id: ids.high2, title: "同高", provider: "ollama", enable_thinking: false, is_default: false },
      { id: ids.low, title: "低", provider: "ollama", enable_thinking: false, is_default: true },
    ]);
    await t.setSettings([["llm", "default_model_id", "0"]]);
    expect((await modelList()).filter((m) => m.is_default).map((m) => m.id)).toEqual([ids.high]);
    expect((await t.call(apiRoutes.llm.chatModels)).status).toBe(401);
  });

  it("sees every change made through the API at once, though the models are kept between messages", async () => {
    const resolvedTitle = async () => (await resolveChatModel(t.ctx, 0)).title;
    expect(await resolvedTitle()).toBe("高");
    // A row changed behind the service's back is not seen while the models are kept: they are not read per message.
    await t.ctx.db.kysely.updateTable("llm_model").set({ title: "改名" }).where("id", "=", ids.high).execute();
    expect(await resolvedTitle()).toBe("高");
    const put = async (body: Record<string, unknown>) => expect((await t.call(apiRoutes.llm.update, { token: admin, body })).status).toBe(200);
    await put({ id: ids.high, title: "高二" });
    expect(await resolvedTitle()).toBe("高二");
    await put({ id: ids.high, enable: false });
    expect(await resolvedTitle()).toBe("同高");
    expect(await refusal(resolveChatModel(t.ctx, ids.high))).toEqual({ status: 400, message: "所选模型不可用" });
    const added = await create({ title: "新增", model: "new", sort: 99 });
    expect(await resolvedTitle()).toBe("新增");
    expect((await t.request("DELETE", "/api/v1/llm", { token: admin, query: { id: added } })).status).toBe(200);
    expect(await resolvedTitle()).toBe("同高");
  });

  it("publishes AI chat as on only while it is switched on and some enabled chat model can answer", async () => {
    const rows = await t.ctx.db.kysely.selectFrom("llm_model").select("id").execute();
    if (rows.length > 0) await t.call(apiRoutes.llm.remove, { token: admin, query: { id: rows.map((r) => Number(r.id)) } });
    await t.setSettings([["llm", "enable", "true"]]);
    expect(await chatOffered()).toBe(false);
    await create({ title: "向量", model: "embed", is_embedding: true });
    expect(await chatOffered()).toBe(false);
    const chat = await create({ title: "对话", model: "chat" });
    expect(await chatOffered()).toBe(true);
    expect((await t.call(apiRoutes.llm.update, { token: admin, body: { id: chat, enable: false } })).status).toBe(200);
    expect(await chatOffered()).toBe(false);
    await t.setSettings([["llm", "enable", "false"]]);
  });
});
