import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { issueToken } from "../session/tokens.js";
import { createUser } from "../users/create-user.js";

async function memberToken(t: TestServer, username: string): Promise<string> {
  const id = await createUser(t.ctx, { username, password: "member-pass-1", email: "", ip: "127.0.0.1" });
  return issueToken(t.ctx, { id, token_version: 0 });
}

type LanguageReply = { id: number; code: string; language: string; enable: boolean };

describe(`languages (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  const all = async () => (await t.call(apiRoutes.language.list, { token: admin, query: { size: 100 } })).body.language as LanguageReply[];
  const byCode = async (code: string) => (await all()).find((l) => l.code === code)!;

  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  it("lists the seeded languages, 10 a page by default", async () => {
    const res = await t.call(apiRoutes.language.list);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(8);
    expect(res.body.language[0]).toMatchObject({ code: "zh-CN", language: "简体中文", enable: true, total: 0 });
    const page = await t.call(apiRoutes.language.list, { query: { page: 2, size: 5, field: ["code"] } });
    expect(page.body.language).toEqual([{ code: "fr" }, { code: "de" }, { code: "ru" }]);
  });

  it("enables and disables in bulk; everyone else sees enabled languages only", async () => {
    const ids = [(await byCode("ja")).id, (await byCode("ko")).id];
    const res = await t.call(apiRoutes.language.setStatus, { token: admin, body: { id: ids, enable: false } });
    expect(res.status).toBe(200);
    const pub = await t.request("GET", "/api/v1/language/list", { query: { size: 100, enable: false } });
    expect(pub.body.total).toBe(6);
    expect(pub.body.language.map((l: LanguageReply) => l.code)).not.toContain("ja");
    const disabled = await t.request("GET", "/api/v1/language/list", { token: admin, query: { enable: false } });
    expect(disabled.body.language.map((l: LanguageReply) => l.code).sort()).toEqual(["ja", "ko"]);
    const keyword = await t.request("GET", "/api/v1/language/list", { token: admin, query: { wd: "ENGLISH" } });
    expect(keyword.body.language.map((l: LanguageReply) => l.code)).toEqual(["en"]);
    const empty = await t.call(apiRoutes.language.setStatus, { token: admin, body: { id: [], enable: true } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("请选择要修改的语言");
  });

  it("creates a language with a unique, well-formed code", async () => {
    const res = await t.call(apiRoutes.language.create, { token: admin, body: { language: "Español", code: "es", sort: 5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: "Español", code: "es", enable: true, sort: 5, total: 0 });
    const taken = await t.call(apiRoutes.language.create, { token: admin, body: { language: "西班牙语", code: "es" } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("语言代码已存在");
  });

  it.each([
    [{ code: "pt" }, "请输入语言名称"],
    [{ language: "Português" }, "请输入语言代码"],
    [{ language: "Português", code: "portuguese language" }, "语言代码格式不正确，例如 zh-CN、en"],
  ])("rejects %j and creates nothing", async (body, message) => {
    const before = (await all()).length;
    const res = await t.request("POST", "/api/v1/language", { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await all()).length).toBe(before);
  });

  it("updates the given fields and keeps codes unique", async () => {
    const es = await byCode("es");
    expect((await t.call(apiRoutes.language.update, { token: admin, body: { id: es.id, language: "Castellano" } })).status).toBe(200);
    expect(await byCode("es")).toMatchObject({ language: "Castellano", enable: true });
    const clash = await t.call(apiRoutes.language.update, { token: admin, body: { id: es.id, code: "en" } });
    expect(clash.status).toBe(409);
    expect((await t.call(apiRoutes.language.update, { token: admin, body: { id: 987654, sort: 1 } })).status).toBe(404);
  });

  it("is managed by administrators only", async () => {
    expect((await t.call(apiRoutes.language.create, { body: { language: "x", code: "xx" } })).status).toBe(401);
    const member = await memberToken(t, "language_member");
    const res = await t.request("DELETE", "/api/v1/language", { token: member, query: { id: 1 } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("您没有权限访问【删除语言】");
    const listed = await t.call(apiRoutes.language.list, { token: member, query: { size: 100 } });
    expect(listed.body.total).toBe(7);
  });

  it("deletes languages", async () => {
    const es = await byCode("es");
    expect((await t.request("DELETE", "/api/v1/language", { token: admin, query: { id: es.id } })).status).toBe(200);
    expect((await all()).map((l) => l.code)).not.toContain("es");
  });
});
