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
