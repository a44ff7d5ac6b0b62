import { apiRoutes } from "@wenku/contract";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { realFixturePath, realFixtures } from "../../test/real-fixtures.js";
import { insertDocument, type InsertedDocument } from "./document-fixtures.js";

/** A fixture's text cut into pages as the converter stores them. */
function pagesOf(fixture: string): string[] {
  const text = fs.readFileSync(realFixturePath(fixture), "utf8");
  const pages: string[] = [];
  for (let at = 0; at < text.length && pages.length < 5; at += 3000) pages.push(text.slice(at, at + 3000));
  return pages;
}

/** A Japanese paragraph (kana and kanji). */
const japanese = "この文書は日本語で書かれています。検索エンジンの仕組みと、文書を変換してプレビューを作る方法について説明します。";

describe(`document language detection (${testDialect})`, () => {
  let t: TestServer;
  let admin: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestServer();
    admin = await t.adminToken();
    userId = (await t.registerMember()).id;
  });
  afterAll(() => t.close());

  const detect = (ids: number[], token = admin) => t.call(apiRoutes.system.detectLanguage, { token, body: { document_id: ids } });
  const languageOf = async (id: number) => (await t.ctx.db.kysely.selectFrom("document").select("language").where("id", "=", id).executeTakeFirstOrThrow()).language;

  it("tells Chinese, English and Japanese documents apart from their extracted text", async () => {
    const cases: Array<[string, string[], string, string]> = [
      // GnuPG's Chinese help starts with the GPL's English header and has English keys on every entry.
      ["GnuPG 帮助", pagesOf(realFixtures.chineseTxt), "en", "zh-CN"],
      ["vimtutor", pagesOf(realFixtures.vimTutorChineseTxt), "en", "zh-CN"],
      ["manpages", pagesOf(realFixtures.chineseManPagesTxt), "en", "zh-CN"],
      ["Vim tutor", pagesOf(realFixtures.vimTutorTxt), "zh-CN", "en"],
      ["zpipe", pagesOf(realFixtures.markupTxt), "zh-CN", "en"],
      ["概要", [japanese], "zh-CN", "ja"],
    ];
    const docs: InsertedDocument[] = [];
    for (const [title, pageTexts, language] of cases) docs.push(await insertDocument(t.ctx, { userId, title, pageTexts, language }));
    const res = await detect(docs.map((d) => d.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ document: cases.map(([title, , , expected], i) => ({ id: docs[i].id, title, language: expected })) });
    for (const [i, [, , , expected]] of cases.entries()) expect(await languageOf(docs[i].id)).toBe(expected);
    const totals = await t.ctx.db.kysely.selectFrom("language").select(["code", "total"]).where("code", "in", ["zh-CN", "en", "ja"]).execute();
    expect(Object.fromEntries(totals.map((l) => [l.code, l.total]))).toEqual({ "zh-CN": 3, en: 2, ja: 1 });
  });

  it("keeps the language of a document whose text says nothing", async () => {
    const silent = await insertDocument(t.ctx, { userId, title: "2024", pageTexts: ["12 34 56"], language: "ko" });
    expect((await detect([silent.id])).body.document).toEqual([{ id: silent.id, title: "2024", language: "ko" }]);
    expect(await languageOf(silent.id)).toBe("ko");
  });

  it("chooses among the enabled languages only", async () => {
    await t.ctx.db.kysely.updateTable("language").set({ enable: 0 }).where("code", "=", "ja").execute();
    try {
      const doc = await insertDocument(t.ctx, { userId, title: "概要", pageTexts: [japanese], language: "zh-CN" });
      const [detected] = (await detect([doc.id])).body.document;
      expect(detected.language).not.toBe("ja");
    } finally {
      await t.ctx.db.kysely.updateTable("language").set({ enable: 1 }).where("code", "=", "ja").execute();
    }
  });

  it("skips documents in the recycle bin and checks its input and caller", async () => {
    const deleted = await insertDocument(t.ctx, { userId, title: "Deleted", pageTexts: pagesOf(realFixtures.vimTutorTxt), language: "zh-CN", deleted: true });
    expect((await detect([deleted.id])).body).toEqual({ document: [] });
    expect(await languageOf(deleted.id)).toBe("zh-CN");
    expect((await detect([])).status).toBe(400);
    const member = await t.registerMember();
    expect((await detect([deleted.id], member.token)).status).toBe(403);
  });
});
