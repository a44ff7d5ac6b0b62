import { apiRoutes } from "@wenku/contract";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { pageResource, signResource } from "./signing.js";

describe(`page images and their access (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let doc: { id: number; hash: string };

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const pagesFor = async (token?: string) => {
    const res = await t.call(apiRoutes.page.list, { token, query: { id: doc.id } });
    expect(res.status).toBe(200);
    return res.body as { page: Array<{ page: number; url: string }>; total: number; more: boolean; cover: string };
  };

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    owner = await t.registerMember();
    stranger = await t.registerMember();
    await t.setSettings([["converter", "max_preview", "1"]]);
    await t.ctx.db.kysely.updateTable("groups").set({ enable_document_review: 0 }).where("id", "=", 2).execute();
    const pdf = makeTextPdf(["First page of the access control test", "Second page only for entitled readers", "Third page only for entitled readers"]);
    doc = await uploadDocument(t, owner.token, { filename: "access.pdf", content: pdf }, { price: 5 });
    await waitFor(async () => (await t.ctx.db.kysely.selectFrom("document").select("status").where("id", "=", doc.id).executeTakeFirstOrThrow()).status === 2);
  });
  afterAll(() => t.close());

  it("serves the preview pages of a public document to anyone, with immutable caching on versioned URLs", async () => {
    const list = await pagesFor();
    expect(list.page.map((p) => p.page)).toEqual([1]);
    expect(list.total).toBe(1);
    expect(list.more).toBe(true);
    expect(list.page[0].url).toMatch(new RegExp(`^/view/page/${doc.hash}/1\\.gzip\\.svg\\?v=[0-9a-f]+$`));
    const res = await get(list.page[0].url, { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain("<svg");
    const plainUrl = await get(`/view/page/${doc.hash}/1.gzip.svg`, { "accept-encoding": "gzip" });
    expect(plainUrl.headers["cache-control"]).toBe("public, max-age=3600");
    const cover = await get(list.cover);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toBe("image/png");
  });

  it("serves pages and covers unsniffed, under a policy that forbids scripts when an SVG page is opened directly", async () => {
    const list = await pagesFor();
    for (const url of [list.page[0].url, list.cover]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox");
    }
  });

  it("decompresses gzip SVG for clients that do not accept gzip", async () => {
    const res = await get(`/view/page/${doc.hash}/1.gzip.svg`, { "accept-encoding": "identity" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toContain("<svg");
    const gz = await get(`/view/page/${doc.hash}/1.gzip.svg`, { "accept-encoding": "gzip" });
    expect(gz.headers.etag).not.toBe(res.headers.etag);
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get(`/view/page/${doc.hash}/1.svg`, { "accept-encoding": "gzip" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/view/page/${doc.hash}/1.svg`, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("refuses later pages to strangers, and serves them to the owner and admins through signed URLs", async () => {
    expect((await get(`/view/page/${doc.hash}/2.gzip.svg`)).statusCode).toBe(403);
    expect((await pagesFor(stranger.token)).page.map((p) => p.page)).toEqual([1]);
    for (const token of [owner.token, admin]) {
      const list = await pagesFor(token);
      expect(list.page.map((p) => p.page)).toEqual([1, 2, 3]);
      expect(list.more).toBe(false);
      const second = list.page[1].url;
      expect(second).toMatch(/[?&]e=\d+&s=[\w-]+/);
      const res = await get(second, { "accept-encoding": "gzip" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    }
  });

  it("serves every page to a buyer (a paid download)", async () => {
    const buyer = await t.registerMember();
    expect((await pagesFor(buyer.token)).page).toHaveLength(1);
    const now = new Date().toISOString();
    await t.ctx.db.kysely.insertInto("download").values({ user_id: buyer.id, document_id: doc.id, is_pay: 1, price: 5, created_at: now, updated_at: now }).execute();
    const list = await pagesFor(buyer.token);
    expect(list.page).toHaveLength(3);
    expect((await get(list.page[2].url)).statusCode).toBe(200);
  });

  it("refuses forged and expired signatures", async () => {
    const valid = signResource(t.ctx, pageResource(doc.hash, 2));
    expect((await get(`/view/page/${doc.hash}/2.gzip.svg?e=${valid.e}&s=${valid.s}`)).statusCode).toBe(200);
    expect((await get(`/view/page/${doc.hash}/2.gzip.svg?e=${valid.e}&s=${valid.s.slice(0, -2)}xx`)).statusCode).toBe(403);
    expect((await get(`/view/page/${doc.hash}/3.gzip.svg?e=${valid.e}&s=${valid.s}`)).statusCode).toBe(403);
    expect((await get(`/view/page/${doc.hash}/2.gzip.svg?e=${valid.e + 60}&s=${valid.s}`)).statusCode).toBe(403);
    const expired = signResource(t.ctx, pageResource(doc.hash, 2), 60, Date.now() - 120_000);
    expect((await get(`/view/page/${doc.hash}/2.gzip.svg?e=${expired.e}&s=${expired.s}`)).statusCode).toBe(403);
  });

  it("refuses every page of a document that is not public (pending, in review) to strangers", async () => {
    for (const status of [0, 6]) {
      await t.ctx.db.kysely.updateTable("document").set({ status }).where("id", "=", doc.id).execute();
      expect((await get(`/view/page/${doc.hash}/1.gzip.svg`)).statusCode).toBe(403);
      expect((await pagesFor(owner.token)).page).toHaveLength(3);
    }
    expect((await t.call(apiRoutes.page.list, { token: stranger.token, query: { id: doc.id } })).status).toBe(404);
    expect((await get(`/view/cover/${doc.hash}`)).statusCode).toBe(403);
    await t.ctx.db.kysely.updateTable("document").set({ status: 2 }).where("id", "=", doc.id).execute();
  });

  it("signs everything while the site requires login", async () => {
    await t.setSettings([["security", "login_required", "true"]]);
    expect((await get(`/view/page/${doc.hash}/1.gzip.svg`)).statusCode).toBe(403);
    const list = await pagesFor(stranger.token);
    expect(list.page[0].url).toMatch(/&e=\d+&s=/);
    expect((await get(list.page[0].url)).statusCode).toBe(200);
    await t.setSettings([["security", "login_required", "false"]]);
  });

  it("answers malformed page addresses like the original", async () => {
    const bad = await get("/view/page/abc/1.svg");
    expect(bad.statusCode).toBe(404);
    expect(JSON.parse(bad.body)).toEqual({ code: 400, message: "hash值必须32位" });
    expect((await get(`/view/page/${doc.hash}/99.gzip.svg`)).statusCode).toBe(404);
    expect((await get(`/view/page/${doc.hash}/1.exe`)).statusCode).toBe(404);
  });
});
