import { isSearchResult } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../http/errors.js";
import { indexItems } from "../modules/search/indexing/index-items.js";
import { flushSearchRecords } from "../modules/search/records/record-buffer.js";
import { createFixtureTables, saveFixtureDocuments, useFixtureSource } from "../modules/search/test/fixture-source.js";
import { createTestServer, type TestServer } from "../test/harness.js";
import { countPageRequest, type RenderTrace } from "./render-trace.js";
import { createSsrServices } from "./ssr-services.js";

const client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 test-browser" };
const services = (trace: RenderTrace = {}) => createSsrServices(t.ctx, trace);

let t: TestServer;

describe("SSR search (the /search page)", () => {
  let restore: () => void;

  beforeAll(async () => {
    t = await createTestServer();
    restore = useFixtureSource();
    await createFixtureTables(t.ctx);
    await saveFixtureDocuments(t.ctx, [
      { id: 1, title: "年度总结", pages: ["第一页只有开场白。", "第二页写到了麒麟这个词。"] },
      { id: 2, title: "会议纪要", pages: ["与本次搜索无关的内容。"] },
    ]);
    await indexItems(t.ctx, 0, [1, 2], 0);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });

  it("answers like GET /api/v1/search: highlighted hits, the matching page, facets and the time spent", async () => {
    const reply = await services().search({ wd: "麒麟", type: "0" });
    if (!isSearchResult(reply)) throw new Error(`no search ran: ${JSON.stringify(reply)}`);
    expect(reply.total).toBe(1);
    expect(reply.document[0]).toMatchObject({ id: 1, identifier: "fixture1", page: 2 });
    expect(reply.document[0]?.description).toContain("<em>麒麟</em>");
    expect(reply.agg_ext).toEqual([{ ext: "pdf", count: 1 }]);
    expect(reply.spend).toMatch(/^\d+\.\d{3}$/);

    const api = await t.request("GET", "/api/v1/search", { query: { wd: "麒麟", type: 0 } });
    expect(api.body.document.map((hit: { id: number }) => hit.id)).toEqual(reply.document.map((hit) => hit.id));
  });

  it("notes the search in the render's trace, logged once per request of the page with the visitor's address and browser", async () => {
    await flushSearchRecords(t.ctx);
    await t.ctx.db.kysely.deleteFrom("search_record").execute();
    const trace: RenderTrace = {};
    await services(trace).search({ wd: "会议" });
    await flushSearchRecords(t.ctx);
    expect(await t.ctx.db.kysely.selectFrom("search_record").selectAll().execute()).toHaveLength(0);
    countPageRequest(t.ctx, trace, () => client);
    await flushSearchRecords(t.ctx);
    const rows = await t.ctx.db.kysely.selectFrom("search_record").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ keywords: "会议", ip: client.ip, user_agent: client.userAgent, user_id: 0, total: 1 });
  });

  it("answers {} without a keyword and refuses an invalid query with the API's message", async () => {
    await expect(services().search({ wd: "  " })).resolves.toEqual({});
    const error = await services().search({ wd: "长".repeat(201) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe("搜索关键词不能超过200个字符");
  });
});
