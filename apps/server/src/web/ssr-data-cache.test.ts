import { apiRoutes } from "@wenku/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, insertCategory, insertDocument } from "../modules/documents/document-fixtures.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";

/**
 * Pages rendered for each request (no page cache) share the site data of a moment (web/ssr-data-cache.ts). It is
 * kept a minute here, the settings' lifetime, so that only the invalidation can make a change show.
 */
describe(`site data shared by uncached renders shows every change at once (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let categoryId: number;
  let documentId: number;
  const home = async () => {
    const res = await t.request("GET", "/");
    expect(res.status).toBe(200);
    return res.raw;
  };
  const renameCategoryInDb = (title: string) => t.ctx.db.kysely.updateTable("category").set({ title }).where("id", "=", categoryId).execute();

  beforeAll(async () => {
    t = await createTestServer({ pageCacheMs: 0, settingsCacheMs: 60_000 }, { web: true });
    const session = await adminSession(t.ctx);
    admin = session.token;
    categoryId = await insertCategory(t.ctx, "缓存分类甲");
    documentId = (await insertDocument(t.ctx, { userId: session.id, title: "缓存文档甲", categoryIds: [categoryId] })).id;
  });
  afterAll(() => t.close());

  it("keeps the site data between renders while nothing announces a change", async () => {
    const first = await home();
    expect(first).toContain("缓存分类甲");
    expect(first).toContain("缓存文档甲");
    await renameCategoryInDb("未通知的改名");
    const second = await home();
    expect(second).toContain("缓存分类甲");
    expect(second).not.toContain("未通知的改名");
  });

  it("shows a category changed through the API in the next render", async () => {
    const updated = await t.call(apiRoutes.category.update, { token: admin, body: { id: categoryId, title: "缓存分类乙" } });
    expect(updated.status, updated.raw).toBe(200);
    const html = await home();
    expect(html).toContain("缓存分类乙");
    expect(html).not.toContain("缓存分类甲");
  });

  it("shows a document changed in this process (a conversion, an edit) in the next render", async () => {
    expect(await home()).toContain("缓存文档甲");
    await t.ctx.db.kysely.updateTable("document").set({ title: "缓存文档乙" }).where("id", "=", documentId).execute();
    await t.ctx.events.emit("document.changed", { documentId });
    const html = await home();
    expect(html).toContain("缓存文档乙");
    expect(html).not.toContain("缓存文档甲");
  });

  it("shows the data again once the settings are reloaded (a setting saved here or, with Redis, anywhere)", async () => {
    await renameCategoryInDb("缓存分类丙");
    expect(await home()).not.toContain("缓存分类丙");
    t.ctx.settings.invalidate();
    expect(await home()).toContain("缓存分类丙");
  });
});

/**
 * A list's total (共 N 篇文档) is counted once for all the pages and sorts of its filters: counting a category of a
 * large library reads all its documents. The settings' lifetime is short here, so that only the totals are kept;
 * the process runs the workers (not started here), so every change reaches it.
 */
describe(`a category's total is counted once for its pages until a change (${testDialect})`, () => {
  let t: TestServer;
  let categoryId: number;
  let userId: number;
  const totalShown = async (url: string) => {
    const res = await t.request("GET", url);
    expect(res.status).toBe(200);
    return /共 (\d+) 篇文档/.exec(res.raw)?.[1];
  };

  beforeAll(async () => {
    t = await createTestServer({ pageCacheMs: 0, settingsCacheMs: 0, workers: "inline" }, { web: true });
    userId = (await adminSession(t.ctx)).id;
    categoryId = await insertCategory(t.ctx, "计数分类");
    for (let i = 0; i < 3; i++) await insertDocument(t.ctx, { userId, title: `计数文档${i}`, categoryIds: [categoryId] });
  });
  afterAll(() => t.close());

  it("keeps the total across pages and sorts while nothing announces a change, and counts again after one", async () => {
    expect(await totalShown(`/category/${categoryId}`)).toBe("3");
    await insertDocument(t.ctx, { userId, title: "未通知的文档", categoryIds: [categoryId] });
    expect(await totalShown(`/category/${categoryId}?page=2`)).toBe("3");
    expect(await totalShown(`/category/${categoryId}?sort=views`)).toBe("3");
    await t.ctx.events.emit("document.changed", { documentId: 0 });
    expect(await totalShown(`/category/${categoryId}?page=2`)).toBe("4");
  });

  it("is not kept by a process whose workers run elsewhere without Redis (their changes would not reach it)", async () => {
    const elsewhere = await createTestServer({ pageCacheMs: 0, settingsCacheMs: 0 }, { web: true });
    try {
      const id = await insertCategory(elsewhere.ctx, "计数分类");
      await insertDocument(elsewhere.ctx, { userId, title: "计数文档", categoryIds: [id] });
      const shown = async () => /共 (\d+) 篇文档/.exec((await elsewhere.request("GET", `/category/${id}`)).raw)?.[1];
      expect(await shown()).toBe("1");
      await insertDocument(elsewhere.ctx, { userId, title: "别处转换的文档", categoryIds: [id] });
      expect(await shown()).toBe("2");
    } finally {
      await elsewhere.close();
    }
  });
});
