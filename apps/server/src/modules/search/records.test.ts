import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { indexItems } from "./indexing/index-items.js";
import { purgeSearchRecords } from "./records/purge-records.js";
import { bufferedSearchRecords, flushSearchRecords } from "./records/record-buffer.js";
import { createFixtureTables, saveFixtureDocuments, useFixtureSource } from "./test/fixture-source.js";
import { adminToken, memberToken } from "./test/tokens.js";

describe(`search records (${testDialect})`, () => {
  let t: TestServer;
  let restore: () => void;
  let admin: string;
  let member: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestServer();
    restore = useFixtureSource();
    await createFixtureTables(t.ctx);
    await saveFixtureDocuments(t.ctx, [
      { id: 1, title: "梅花诗选", pages: ["梅花香自苦寒来"] },
      { id: 2, title: "兰花图鉴", pages: ["梅花与兰花"] },
    ]);
    await indexItems(t.ctx, 0, [1, 2], 0);
    admin = await adminToken(t.ctx);
    member = await memberToken(t.ctx);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it("logs each search in memory first, then writes them in one batch", async () => {
    await t.request("GET", "/api/v1/search", { query: { wd: "梅花" }, ip: "10.9.9.9", headers: { "user-agent": "probe/1.0" } });
    await t.request("GET", "/api/v1/document/search", { query: { wd: "兰花", page: 2 }, token: member.token, ip: "10.9.9.8" });
    await t.request("GET", "/api/v1/search", { query: { wd: "" } });
    expect(bufferedSearchRecords(t.ctx)).toBe(2);
    expect(await t.ctx.db.kysely.selectFrom("search_record").selectAll().execute()).toEqual([]);
    expect(await flushSearchRecords(t.ctx)).toBe(2);

    const list = await t.request("GET", "/api/v1/searchrecord/list", { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const [lan, mei] = list.body.search_record;
    expect(mei).toMatchObject({ keywords: "梅花", total: 2, page: 1, user_id: 0, username: "", ip: "10.9.9.9", user_agent: "probe/1.0" });
    expect(lan).toMatchObject({ keywords: "兰花", total: 1, page: 2, user_id: member.id, ip: "10.9.9.8" });
    expect(typeof mei.spend_time).toBe("number");
    expect(lan.username).toMatch(/^searcher_/);
  });

  it("filters records by keywords, user, IP and time, and deletes them", async () => {
    const list = (query: Record<string, string | number | string[]>) =>
      t.request("GET", "/api/v1/searchrecord/list", { token: admin, query }).then((r) => r.body.search_record.map((s: { keywords: string }) => s.keywords));
    expect(await list({ keywords: "梅" })).toEqual(["梅花"]);
    expect(await list({ user_id: member.id })).toEqual(["兰花"]);
    expect(await list({ ip: "10.9.9.9" })).toEqual(["梅花"]);
    expect(await list({ created_at: ["2000-01-01", "2000-01-02"] })).toEqual([]);
    expect(await list({ created_at: ["2000-01-01"] })).toHaveLength(2);

    const all = await t.request("GET", "/api/v1/searchrecord/list", { token: admin });
    const id = all.body.search_record[0].id;
    expect((await t.request("DELETE", "/api/v1/searchrecord", { token: admin, query: { id } })).status).toBe(200);
    expect(await list({})).toEqual(["梅花"]);
    expect((await t.request("DELETE", "/api/v1/searchrecord", { token: admin })).status).toBe(400);
  });

  it("purges records older than security.search_record_retention_days", async () => {
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    await t.ctx.db.kysely
      .insertInto("search_record")
      .values({ keywords: "旧记录", total: 0, page: 1, user_id: 0, ip: "", user_agent: "", spend_time: 0, created_at: old })
      .execute();
    await t.setSettings([["security", "search_record_retention_days", "30"]]);
    expect(await purgeSearchRecords(t.ctx)).toBe(0);
    await t.setSettings([["security", "search_record_retention_days", "7"]]);
    expect(await purgeSearchRecords(t.ctx)).toBe(1);
    const left = await t.ctx.db.kysely.selectFrom("search_record").select("keywords").execute();
    expect(left.map((r) => r.keywords)).toEqual(["梅花"]);
  });

  it("writes buffered records at shutdown", async () => {
    const server = await createTestServer();
    await server.request("GET", "/api/v1/search", { query: { wd: "菊花" } });
    const db = server.ctx.db;
    expect(bufferedSearchRecords(server.ctx)).toBe(1);
    const hooks = server.ctx.hooks.onShutdown.splice(0);
    for (const hook of hooks) await hook();
    expect((await db.kysely.selectFrom("search_record").select("keywords").execute()).map((r) => r.keywords)).toEqual(["菊花"]);
    await server.close();
  });

  it("keeps search records to administrators", async () => {
    expect((await t.request("GET", "/api/v1/searchrecord/list", {})).status).toBe(401);
    expect((await t.request("GET", "/api/v1/searchrecord/list", { token: member.token })).status).toBe(403);
    expect((await t.request("DELETE", "/api/v1/searchrecord", { token: member.token, query: { id: 1 } })).status).toBe(403);
    const permission = await t.ctx.db.kysely.selectFrom("permission").select("pages").where("path", "=", "/api.v1.SearchRecordAPI/ListSearchRecord").executeTakeFirstOrThrow();
    expect(JSON.parse(permission.pages)).toEqual(["/admin/document/searchrecord"]);
  });
});
