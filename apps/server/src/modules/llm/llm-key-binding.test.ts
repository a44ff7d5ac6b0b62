import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";

const storedKey = "sk-stored-secret-0000111122223333";
const typedKey = "sk-typed-in-request-44445555";

/**
 * An administrator who sees only "******" must not be able to have the stored key sent elsewhere: `elsewhere` is a
 * listener an administrator could point a model at; it accepts any key and records every request.
 */
describe(`a stored API key goes only to the address it was saved with (${testDialect})`, () => {
  let t: TestServer;
  let home: OpenAiTestServer;
  let elsewhere: OpenAiTestServer;
  let admin: string;
  let id: number;
  const test = (body: Record<string, unknown>) => t.call(apiRoutes.llm.test, { token: admin, body });
  const update = (body: Record<string, unknown>) => t.call(apiRoutes.llm.update, { token: admin, body: { id, ...body } });
  const stored = () => t.ctx.db.kysely.selectFrom("llm_model").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const keysSeen = (server: OpenAiTestServer) => server.requests.map((r) => r.headers.authorization);

  beforeAll(async () => {
    [t, home, elsewhere] = await Promise.all([createTestServer(), startOpenAiServer({ apiKey: storedKey }), startOpenAiServer()]);
    admin = await t.adminToken();
    const created = await t.call(apiRoutes.llm.create, {
      token: admin,
      body: { title: "已保存", provider: "custom", base_url: home.baseUrl, api_key: storedKey, model: "m" },
    });
    expect(created.status, created.raw).toBe(200);
    id = created.body.id;
  });
  afterAll(async () => {
    await Promise.all([t.close(), home.close(), elsewhere.close()]);
  });

  it("refuses to test a stored model at another base URL without the key typed again, and sends nothing", async () => {
    for (const api_key of [undefined, "", "******3333", "******"]) {
      const res = await test({ id, base_url: elsewhere.baseUrl, api_key });
      expect(res.status, res.raw).toBe(400);
      expect(res.body.message).toBe("修改接口地址后请重新填写 API Key");
    }
    // Another provider moves a model at its provider's preset address to the new provider's preset.
    const preset = await t.call(apiRoutes.llm.create, { token: admin, body: { title: "预设", provider: "deepseek", api_key: storedKey, model: "m" } });
    expect((await test({ id: preset.body.id, provider: "kimi" })).body.message).toBe("修改接口地址后请重新填写 API Key");
    const switched = await t.call(apiRoutes.llm.update, { token: admin, body: { id: preset.body.id, provider: "kimi" } });
    expect(switched.body.message).toBe("修改接口地址后请重新填写 API Key");
    expect(elsewhere.requests).toEqual([]);
  });

  it("refuses to save a stored model with another base URL while keeping the key", async () => {
    for (const api_key of [undefined, "******3333"]) {
      const res = await update({ base_url: elsewhere.baseUrl, api_key });
      expect(res.status, res.raw).toBe(400);
      expect(res.body.message).toBe("修改接口地址后请重新填写 API Key");
    }
    expect((await stored()).base_url).toBe(home.baseUrl);
    const res = await test({ id });
    expect(res.body, res.raw).toMatchObject({ ok: true });
    expect(elsewhere.requests).toEqual([]);
    expect(keysSeen(home)).toEqual([`Bearer ${storedKey}`]);
  });

  it("keeps using the stored key at the same address, however it is spelled", async () => {
    const sameAddress = home.baseUrl.replace("http://", "HTTP://") + "/";
    expect((await test({ id, base_url: sameAddress, api_key: "******3333" })).body).toMatchObject({ ok: true });
    expect((await update({ base_url: `${home.baseUrl}/`, title: "同一地址" })).status).toBe(200);
    expect(keysSeen(home).at(-1)).toBe(`Bearer ${storedKey}`);
    expect(elsewhere.requests).toEqual([]);
  });

  it("sends the key typed in the request to the new address, and never the stored one", async () => {
    const tested = await test({ id, base_url: elsewhere.baseUrl, api_key: typedKey });
    expect(tested.body, tested.raw).toMatchObject({ ok: true });
    expect(keysSeen(elsewhere)).toEqual([`Bearer ${typedKey}`]);
    expect((await stored()).base_url).toBe(home.baseUrl);

    const saved = await update({ base_url: elsewhere.baseUrl, api_key: typedKey });
    expect(saved.status, saved.raw).toBe(200);
    expect((await test({ id })).body).toMatchObject({ ok: true });
    expect(keysSeen(elsewhere)).toEqual([`Bearer ${typedKey}`, `Bearer ${typedKey}`]);
    expect(JSON.stringify(elsewhere.requests)).not.toContain(storedKey);
  });
});
