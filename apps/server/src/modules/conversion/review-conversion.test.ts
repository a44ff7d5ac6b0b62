import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";
import { loadSearchDocument } from "../documents/search-source.js";
import { syncPendingDocuments } from "./queue/sync-pending.js";

/** Issue 46: a pending upload is converted at once, read by its reviewer and uploader only, published on approval. */
describe(`conversion of documents waiting for review (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let uploader: { token: string; id: number };
  let stranger: { token: string; id: number };
  let doc: { id: number; hash: string };

  const row = (id: number) => t.ctx.db.kysely.selectFrom("document").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const job = (hash: string) => t.ctx.db.kysely.selectFrom("conversion_job").selectAll().where("hash", "=", hash).executeTakeFirstOrThrow();
  const pagesFor = (token?: string) => t.request("GET", "/api/v1/document/pages", { token, query: { id: doc.id } });
  const documentFor = (token?: string) => t.request("GET", "/api/v1/document", { token, query: { id: doc.id } });
  const textFor = (token?: string) => t.request("GET", "/api/v1/document/page/text", { token, query: { id: doc.id, page: 2 } });
  const image = (url: string) => t.app.inject({ method: "GET", url });

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    admin = await t.adminToken();
    uploader = await t.registerMember();
    stranger = await t.registerMember();
    await t.setSettings([["converter", "max_preview", "1"]]);
    const pdf = makeTextPdf(["Reviewed page one of the pending upload", "Reviewed page two of the pending upload"]);
    doc = await uploadDocument(t, uploader.token, { filename: "待审核.pdf", content: pdf }, { price: 3 });
  });
  afterAll(() => t.close());

  it("converts the upload at once and keeps it waiting for review (6)", async () => {
    const converted = await waitFor(async () => {
      const current = await row(doc.id);
      return current.pages > 0 ? current : undefined;
    }, 90_000);
    expect(converted).toMatchObject({ status: 6, pages: 2, preview: 1, convert_error: "" });
    expect(converted.description).toContain("Reviewed page one");
    expect((await job(doc.hash)).state).toBe("done");
  });

  it("shows its pages and text to the administrator and the uploader, and nothing to strangers", async () => {
    for (const token of [undefined, stranger.token]) {
      expect((await documentFor(token)).status).toBe(404);
      expect((await pagesFor(token)).status).toBe(404);
      expect((await textFor(token)).status).toBe(404);
      expect((await t.request("GET", "/api/v1/document/find", { token, query: { id: doc.id, wd: "Reviewed" } })).status).toBe(404);
    }
    for (const token of [admin, uploader.token]) {
      expect((await documentFor(token)).body).toMatchObject({ status: 6, pages: 2 });
      const pages = await pagesFor(token);
      expect(pages.status).toBe(200);
      const urls = (pages.body as { page: Array<{ page: number; url: string }> }).page;
      expect(urls.map((p) => p.page)).toEqual([1, 2]);
      for (const { url } of urls) {
        expect(url).toMatch(/&s=/);
        expect((await image(url)).statusCode).toBe(200);
      }
      const text = await textFor(token);
      expect(text.status).toBe(200);
      expect(text.body.text).toContain("Reviewed page two");
    }
    const unsigned = `/view/page/${doc.hash}/1.gzip.svg`;
    expect((await image(unsigned)).statusCode).toBe(403);
    expect((await loadSearchDocument(t.ctx, doc.id))?.visible).toBe(false);
  });

  it("publishes on approval at once, without converting again", async () => {
    const before = await job(doc.hash);
    const approved = await t.request("PUT", "/api/v1/document/check", { token: admin, body: { id: [doc.id], status: 0 } });
    expect(approved.status).toBe(200);
    expect(await row(doc.id)).toMatchObject({ status: 2, pages: 2, preview: 1 });
    expect(await job(doc.hash)).toMatchObject({ run_id: before.run_id, attempts: before.attempts, state: "done" });
    expect((await documentFor(stranger.token)).status).toBe(200);
    const pages = await pagesFor();
    expect((pages.body as { page: Array<{ page: number }> }).page.map((p) => p.page)).toEqual([1]);
    expect((await loadSearchDocument(t.ctx, doc.id))?.visible).toBe(true);
  });

  it("keeps the reason of a refusal for the uploader, and clears it on approval", async () => {
    const refused = await uploadDocument(t, uploader.token, { filename: "拒绝.pdf", content: makeTextPdf(["A refused upload page"]) });
    const body = { id: [refused.id], status: 7, reject_reason: "内容与标题不符" };
    expect((await t.request("PUT", "/api/v1/document/check", { token: admin, body })).status).toBe(200);
    for (const token of [admin, uploader.token]) {
      expect((await t.request("GET", "/api/v1/document", { token, query: { id: refused.id } })).body).toMatchObject({ status: 7, reject_reason: "内容与标题不符" });
    }
    expect((await t.request("GET", "/api/v1/document", { token: stranger.token, query: { id: refused.id } })).status).toBe(404);
    await t.request("PUT", "/api/v1/document/check", { token: admin, body: { id: [refused.id], status: 0 } });
    expect((await row(refused.id)).reject_reason).toBe("");
  });

  it("keeps a failed conversion in review with its reason for the reviewer; approval converts again", async () => {
    const broken = await uploadDocument(t, uploader.token, { filename: "坏文件.pdf", content: Buffer.from("this is not a pdf file") });
    const failed = await waitFor(async () => {
      const current = await row(broken.id);
      return current.convert_error && (await job(broken.hash)).state === "failed" ? current : undefined;
    }, 90_000);
    expect(failed).toMatchObject({ status: 6, pages: 0 });
    const seen = await t.request("GET", "/api/v1/document", { token: admin, query: { id: broken.id } });
    expect(seen.body.convert_error).toBe(failed.convert_error);
    expect((await t.request("GET", "/api/v1/document", { token: stranger.token, query: { id: broken.id } })).status).toBe(404);
    // Not queued again while it waits: its outcome is recorded.
    const attempts = (await job(broken.hash)).attempts;
    await syncPendingDocuments(t.ctx);
    expect(await job(broken.hash)).toMatchObject({ state: "failed", attempts });
    await t.request("PUT", "/api/v1/document/check", { token: admin, body: { id: [broken.id], status: 0 } });
    // Back in the conversion queue (0), which the workers may already have taken (1) or finished (3).
    expect([0, 1, 3]).toContain((await row(broken.id)).status);
    await waitFor(async () => (await row(broken.id)).status === 3, 90_000);
  });
});
