import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushDocumentViews } from "../modules/documents/view-counter.js";
import { flushSearchRecords } from "../modules/search/records/record-buffer.js";
import { createTestServer, testDialect, type TestServer } from "../test/harness.js";
import { makeTextPdf } from "../test/pdf-fixture.js";
import { uploadDocument, waitFor } from "../test/upload-helpers.js";
import { createSsrServices } from "./ssr-services.js";

/** A word that occurs only on page 6, beyond the two preview pages, and the sentence around it. */
const hiddenWord = "zebracorn";
const hiddenSentence = "the paid chapter reveals zebracorn secrets";
const pageTexts = [
  "Opening page of the ledger handbook",
  "Second page about ledger basics",
  "Third page about ledger entries",
  "Fourth page about ledger audits",
  "Fifth page about ledger closing",
  hiddenSentence,
];
const title = "Ledger handbook 账本手册";

describe(`what strangers may read of a document, and closed sites (${testDialect})`, () => {
  let t: TestServer;
  let doc: { id: number; uuid: string; hash: string };
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestServer({}, { web: true, startWorkers: true });
    const admin = await t.adminToken();
    await t.setSettings([["converter", "max_preview", "2"]]);
    const category = await t.request("POST", "/api/v1/category", { token: admin, body: { title: "账本分类", type: 0, enable: true } });
    categoryId = category.body.id;
    const uploaded = await uploadDocument(t, admin, { filename: "ledger.pdf", content: makeTextPdf(pageTexts) }, { title, price: 1 }, [categoryId]);
    await waitFor(async () => {
      const found = await t.request("GET", "/api/v1/search", { query: { wd: hiddenWord } });
      return found.body.total === 1;
    }, 120_000);
    const row = await t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", uploaded.id).executeTakeFirstOrThrow();
    doc = { id: uploaded.id, uuid: row.uuid, hash: row.hash };
  });
  afterAll(() => t.close());

  it("describes the document from its preview pages only", async () => {
    const row = await t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 2, pages: 6, preview: 2 });
    expect(row.description).toContain("Opening page of the ledger handbook");
    expect(row.description).toContain("Second page");
    expect(row.description).not.toContain("Third page");
    expect(row.description).not.toContain(hiddenWord);
    const reply = await t.request("GET", "/api/v1/document", { query: { id: doc.id, with_author: true } });
    expect(reply.body.content).not.toContain(hiddenWord);
    expect(reply.body.description).not.toContain(hiddenWord);
  });

  it("finds a word beyond the preview and names its page, without quoting it", async () => {
    const reply = await t.request("GET", "/api/v1/search", { query: { wd: hiddenWord } });
    expect(reply.body.total).toBe(1);
    const hit = reply.body.document[0];
    expect(hit).toMatchObject({ id: doc.id, page: 6 });
    expect(JSON.stringify(hit)).not.toContain(hiddenWord);
    expect(JSON.stringify(hit)).not.toContain("secrets");

    const inPreview = await t.request("GET", "/api/v1/search", { query: { wd: "basics" } });
    expect(inPreview.body.document[0]).toMatchObject({ id: doc.id, page: 2 });
    expect(inPreview.body.document[0].description).toContain("<em>basics</em>");
  });

  it("server-renders the search and document pages without the text beyond the preview", async () => {
    const search = await t.request("GET", `/search?wd=${hiddenWord}`);
    expect(search.status).toBe(200);
    expect(search.raw).toContain("Ledger handbook");
    expect(search.raw).not.toContain("secrets");
    const page = await t.request("GET", `/document/${doc.uuid}`);
    expect(page.status).toBe(200);
    expect(page.raw).toContain("Ledger handbook");
    expect(page.raw).toContain('"@type":"');
    expect(page.raw).not.toContain(hiddenWord);
    expect(page.raw).not.toContain("Third page");
  });

  it("serves document and search pages from the page cache while counting every view and logging every search", async () => {
    await flushDocumentViews(t.ctx);
    await flushSearchRecords(t.ctx);
    await t.ctx.db.kysely.deleteFrom("search_record").execute();
    const before = await t.ctx.db.kysely.selectFrom("document").select("view_count").where("id", "=", doc.id).executeTakeFirstOrThrow();
    const pages = await Promise.all([1, 2, 3].map(() => t.request("GET", `/document/${doc.uuid}`)));
    // One render: the same bytes and policy for every visitor (web/page-scripts.ts).
    expect(new Set(pages.map((p) => p.raw)).size).toBe(1);
    expect(new Set(pages.map((p) => String(p.headers["content-security-policy"]))).size).toBe(1);
    const searches = await Promise.all([1, 2].map((n) => t.request("GET", "/search?wd=ledger", { ip: `198.51.100.${n}` })));
    expect(searches.every((s) => s.status === 200)).toBe(true);
    await flushDocumentViews(t.ctx);
    await flushSearchRecords(t.ctx);
    const after = await t.ctx.db.kysely.selectFrom("document").select("view_count").where("id", "=", doc.id).executeTakeFirstOrThrow();
    expect(Number(after.view_count) - Number(before.view_count)).toBe(3);
    const records = await t.ctx.db.kysely.selectFrom("search_record").selectAll().orderBy("ip").execute();
    expect(records.map((r) => [r.keywords, r.ip, r.total])).toEqual([
      ["ledger", "198.51.100.1", 1],
      ["ledger", "198.51.100.2", 1],
    ]);
  });

  for (const gate of ["is_close", "login_required"] as const) {
    it(`renders no data to strangers of a ${gate === "is_close" ? "closed" : "login-only"} site and sends them to /login`, async () => {
      await t.setSettings([["security", gate, "true"]]);
      try {
        const pages = ["/", `/document/${doc.uuid}`, "/document", `/category/${categoryId}`, `/search?wd=${hiddenWord}`, "/user/1", "/upload"];
        for (const path of pages) {
          const reply = await t.request("GET", path);
          expect(reply.status, path).toBe(302);
          expect(reply.headers.location, path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
          expect(reply.raw, path).not.toContain("Ledger");
        }
        for (const path of ["/login", "/register", "/findpassword", `/login?redirect=${encodeURIComponent(`/document/${doc.uuid}`)}`]) {
          const reply = await t.request("GET", path);
          expect(reply.status, path).toBe(200);
          for (const secret of ["Ledger", "账本分类", "/view/page/", "/view/cover/", doc.hash]) expect(reply.raw, `${path}: ${secret}`).not.toContain(secret);
        }
        const data = await t.request("GET", `/document/${doc.uuid}.data`);
        expect(data.status).toBe(401);
        for (const secret of ["Ledger", doc.hash]) expect(data.raw).not.toContain(secret);
        const api = await t.request("GET", "/api/v1/document", { query: { uuid: doc.uuid } });
        expect(api.status).toBe(401);
        const services = createSsrServices(t.ctx, {});
        await expect(services.document(doc.uuid)).rejects.toMatchObject({ status: 401 });
        await expect(services.categories()).rejects.toMatchObject({ status: 401 });
        await expect(services.search({ wd: hiddenWord })).rejects.toMatchObject({ status: 401 });
        expect((await services.settings()).security[gate]).toBe(true);
      } finally {
        await t.setSettings([["security", gate, "false"]]);
      }
    });
  }
});
