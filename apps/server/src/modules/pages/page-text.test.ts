import { apiRoutes } from "@wenku/contract";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { makeTextPdf } from "../../test/pdf-fixture.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { uploadDocument, waitFor } from "../../test/upload-helpers.js";

type Line = { start: number; x: number; y: number; w: number; h: number; advances: number[] };

/** One line of 24 pt Helvetica each, short enough to stay on the page. */
const PAGES = ["The reader selects page one, reader", "Page two is entitled: reader reader", "Page three: a secret for the reader"];

/** Occurrences of a whole English word (any case) or of a Chinese word, counted here without the server's code. */
const countIn = (text: string, word: string) =>
  /^[a-z]+$/i.test(word) ? (text.match(new RegExp(`(?<![\\p{L}\\d])${word}(?![\\p{L}\\d])`, "giu")) ?? []).length : text.split(word).length - 1;

describe(`the reader's text layer, find and free documents (${testDialect})`, () => {
  let t: TestServer;
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let paid: { id: number; hash: string };
  let free: { id: number; hash: string };
  let chinese: { id: number; hash: string };
  const db = () => t.ctx.db.kysely;
  const text = (id: number, page: number, token?: string, headers?: Record<string, string>) =>
    t.call(apiRoutes.page.text, { token, query: { id, page }, headers });
  const find = (id: number, wd: string, token?: string) => t.call(apiRoutes.page.find, { token, query: { id, wd } });
  const storedTexts = async (hash: string) =>
    (await db().selectFrom("document_page").select(["page", "text"]).where("hash", "=", hash).orderBy("page").execute()).map((r) => r.text);
  const converted = (id: number) =>
    waitFor(async () => (await db().selectFrom("document").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status === 2, 180_000);

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    owner = await t.registerMember();
    stranger = await t.registerMember();
    await t.setSettings([["converter", "max_preview", "1"]]);
    await db().updateTable("groups").set({ enable_document_review: 0 }).where("id", "=", 2).execute();
    paid = await uploadDocument(t, owner.token, { filename: "paid.pdf", content: makeTextPdf(PAGES) }, { price: 5 });
    free = await uploadDocument(t, owner.token, { filename: "free.pdf", content: makeTextPdf([...PAGES].reverse()) }, { price: 0 });
    const chineseFile = fs.readFileSync(realFixturePath(realFixtures.chineseTxt));
    chinese = await uploadDocument(t, owner.token, { filename: "help.txt", content: chineseFile }, { price: 3 });
    await Promise.all([converted(paid.id), converted(free.id), converted(chinese.id)]);
  });
  afterAll(() => t.close());

  it("gives a preview page's text and lines in the page image's pixels, cached like the page image", async () => {
    const res = await text(paid.id, 1);
    expect(res.status).toBe(200);
    const page = res.body as { text: string; width: number; height: number; lines: Line[]; ocr: boolean };
    expect(page.text).toBe(PAGES[0]);
    expect([page.width, page.height, page.ocr]).toEqual([1240, 1755, false]);
    const lineTexts = page.lines.map((l) => page.text.slice(l.start, l.start + l.advances.length));
    expect(lineTexts.join(" ")).toBe(page.text);
    for (const line of page.lines) {
      expect(line.advances.reduce((a, b) => a + b, 0)).toBe(line.w);
      expect(line.x > 0 && line.x + line.w < page.width && line.y > 0 && line.y + line.h < page.height).toBe(true);
    }
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const again = await text(paid.id, 1, undefined, { "if-none-match": String(res.headers.etag) });
    expect(again.status).toBe(304);
    expect(res.body.copyable).toBe(true);
    await t.setSettings([["display", "enable_copy", "false"]]);
    try {
      const uncopyable = await text(paid.id, 1, undefined, { "if-none-match": String(res.headers.etag) });
      expect([uncopyable.status, uncopyable.body.copyable, uncopyable.body.lines.length > 0]).toEqual([200, false, true]);
    } finally {
      await t.setSettings([["display", "enable_copy", "true"]]);
    }
  });

  it("refuses a page beyond the preview as the image is, with nothing of its text, and serves it to the owner", async () => {
    for (const token of [undefined, stranger.token]) {
      const res = await text(paid.id, 2, token);
      expect(res.status).toBe(403);
      expect(res.raw).not.toContain("entitled");
      expect(res.body.message).toBe("无权查看该页面");
    }
    const image = await t.app.inject({ method: "GET", url: `/view/page/${paid.hash}/2.gzip.svg` });
    expect(image.statusCode).toBe(403);
    const own = await text(paid.id, 2, owner.token);
    expect(own.status).toBe(200);
    expect(own.body.text).toBe(PAGES[1]);
    expect(own.headers["cache-control"]).toBe("private, no-cache");
    expect((await text(paid.id, 9, owner.token)).status).toBe(404);
    expect((await text(999_999, 1)).status).toBe(404);
  });

  it("finds an English word on every page, with offsets only where the caller may read", async () => {
    const texts = await storedTexts(paid.hash);
    const res = await find(paid.id, "Reader", stranger.token);
    expect(res.status).toBe(200);
    const pages = res.body.pages as Array<{ page: number; count: number; hits?: Array<[number, number]> }>;
    expect(pages.map((p) => [p.page, p.count])).toEqual(texts.map((text, i) => [i + 1, countIn(text, "reader")]).filter(([, n]) => n));
    expect(res.body.total).toBe(texts.reduce((sum, text) => sum + countIn(text, "reader"), 0));
    expect(pages[0].hits!.map(([s, e]) => texts[0].slice(s, e).toLowerCase())).toEqual(["reader", "reader"]);
    expect(pages.slice(1).every((p) => p.hits === undefined)).toBe(true);
    expect(res.raw).not.toContain("secret");
    const owned = await find(paid.id, "reader", owner.token);
    expect((owned.body.pages as Array<{ hits?: unknown[] }>).every((p) => p.hits !== undefined)).toBe(true);
  });

  it("finds a Chinese word as many times as the page texts hold it", async () => {
    const texts = await storedTexts(chinese.hash);
    const res = await find(chinese.id, "密钥", owner.token);
    expect(res.status).toBe(200);
    const expected = texts.map((text, i) => [i + 1, countIn(text, "密钥")]).filter(([, n]) => n);
    expect(expected.length).toBeGreaterThan(0);
    expect((res.body.pages as Array<{ page: number; count: number }>).map((p) => [p.page, p.count])).toEqual(expected);
    const layer = await text(chinese.id, 1, owner.token);
    expect((layer.body.lines as Line[]).length).toBeGreaterThan(0);
  });

  it("reads a free document in full with display.free_full_read on, and only its preview with it off", async () => {
    const pagesFor = async () => (await t.call(apiRoutes.page.list, { token: stranger.token, query: { id: free.id } })).body as { total: number };
    const contentFor = async () => (await t.call(apiRoutes.document.get, { token: stranger.token, query: { id: free.id } })).body.content;
    expect(await contentFor()).toContain(PAGES[0]);
    expect((await text(free.id, 3, stranger.token)).status).toBe(200);
    expect((await pagesFor()).total).toBe(3);
    expect((await t.app.inject({ method: "GET", url: `/view/page/${free.hash}/3.gzip.svg` })).statusCode).toBe(200);
    expect(((await find(free.id, "reader", stranger.token)).body.pages as Array<{ hits?: unknown }>).every((p) => p.hits)).toBe(true);
    await t.setSettings([["display", "free_full_read", "false"]]);
    try {
      expect((await text(free.id, 3, stranger.token)).status).toBe(403);
      expect((await pagesFor()).total).toBe(1);
      expect(await contentFor()).not.toContain(PAGES[0]);
      expect(await contentFor()).toContain(PAGES[2]);
      expect((await t.app.inject({ method: "GET", url: `/view/page/${free.hash}/3.gzip.svg` })).statusCode).toBe(403);
      expect((await text(paid.id, 2, stranger.token)).status).toBe(403);
    } finally {
      await t.setSettings([["display", "free_full_read", "true"]]);
    }
    const settings = await t.call(apiRoutes.setting.public);
    expect([settings.body.display.enable_copy, settings.body.display.free_full_read]).toEqual([true, true]);
  });
});
