import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { actorFor } from "../session/actor.js";
import { createMember, insertDocument, type InsertedDocument, type Session } from "../documents/document-fixtures.js";
import { searchBackend } from "../search/backend/select-backend.js";
import { indexItems } from "../search/indexing/index-items.js";
import { itemKey } from "../search/keys.js";
import { isPlainText } from "../search/text/plain-text.js";
import { candidatePages, type PoolPage } from "./candidate-pages.js";
import { holdsProbe, poolProbes } from "./pool-probes.js";
import { questionTerms } from "./question-terms.js";
import { readableDocuments } from "./readable-documents.js";
import { retrievePages } from "./retrieve.js";
import { anyTermPlan, termPlan } from "./term-plans.js";

describe("plain page texts and the probes looked for in them", () => {
  it("calls a text plain when normalizing changes no letter, digit or ideograph but the case of A–Z", () => {
    expect(isPlainText("Vim 里用 u 撤消上一次修改，用 Ctrl-R 重做。(a < b && c > \"d\")")).toBe(true);
    for (const folded of ["用ＶＩＭ撤消", "⼈⼯智能", "\uf900", "Ⅻ", "x²", "ﬁle", "℃", "㈱", "\u212a", "𝐀"]) expect(isPlainText(`正文 ${folded}`), folded).toBe(false);
    // Beyond the BMP too: an ideograph of extension B stays itself, as does a lone surrogate.
    for (const kept of ["𠀀𠀁", "\ud800", "a\udc00b"]) expect(isPlainText(`正文 ${kept} 正文`), kept).toBe(true);
  });

  it("takes each term's probe, and none when a term has no probe to look for in raw text", () => {
    expect(poolProbes(questionTerms("vim 里怎么撤消上一次修改？"))).toEqual(expect.arrayContaining(["vi", "撤消"]));
    expect(poolProbes(questionTerms("why doesn't the printer feed paper"))).toBeUndefined();
    expect(poolProbes(questionTerms("что такое принтер"))).toBeUndefined();
  });

  it("finds a probe in a plain text: with letters in any case of A–Z only, others as they are", () => {
    const probes = ["vi", "撤消", "2024"];
    const cases: Array<[string, boolean]> = [
      ["Undo in VIM", true], ["Vi-mode", true], ["ViM", true], ["撤消修改", true], ["报告 2024 年", true], ["%vi_", true],
      ["ＶＩＭ", false], ["Vİm", false], ["vı", false], ["撤销修改", false], ["Emacs undo", false], ["", false],
      ["<a & \"b\">", false], ["20 24", false],
    ];
    expect(cases.map(([text]) => [text, holdsProbe(text, probes)])).toEqual(cases);
  });
});

describe(`pool pages searched only where a term's probe occurs (${testDialect})`, () => {
  let t: TestServer;
  let member: Session;
  let doc: InsertedDocument;
  const pageTexts = [
    "Introduction. 本手册介绍打印机的日常保养，包括清洁与存放。",
    "撤消修改：在ＶＩＭ里按 u 键。",
    "⼈⼯智能助手可以回答关于打印机的问题。",
    "Undo in Vim: press u in normal mode; Ctrl-R redoes. 𠮷 😀",
  ];

  const pool = async (question: string): Promise<PoolPage[]> => {
    const terms = questionTerms(question);
    const plans = terms.flatMap((term) => termPlan(term) ?? []);
    const actor = actorFor(t.ctx, await t.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow());
    const readable = await readableDocuments(t.ctx, actor, [doc.id]);
    const items = [{ key: itemKey(0, doc.id), documentId: doc.id, segments: 1 }];
    const pages: PoolPage[] = [];
    for await (const batch of candidatePages(t.ctx, searchBackend(t.ctx), anyTermPlan(plans), items, readable, poolProbes(terms))) pages.push(...batch);
    return pages.sort((a, b) => a.page - b.page);
  };
  const plainFlags = async () =>
    (await t.ctx.db.kysely.selectFrom("search_page").select(["page", "plain"]).where("key", "=", itemKey(0, doc.id)).orderBy("page").execute()).map((r) => r.plain);

  beforeAll(async () => {
    t = await createTestServer();
    member = await createMember(t.ctx);
    doc = await insertDocument(t.ctx, { userId: member.id, title: "Editor notes 编辑器笔记", pages: pageTexts.length, pageTexts });
    await indexItems(t.ctx, 0, [doc.id], 0);
  });
  afterAll(() => t.close());

  it("marks pages plain when indexed", async () => {
    expect(await plainFlags()).toEqual([1, 0, 0, 1]);
  });

  it("keeps a plain page's text only where a term's probe occurs, a page normalizing would change always, and every page's length", async () => {
    const pages = await pool("vim 里怎么撤消上一次修改？");
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.map((p) => p.length)).toEqual(pageTexts.map((text) => Array.from(text).length));
    expect(pages.map((p) => p.text)).toEqual(["", pageTexts[1], pageTexts[2], pageTexts[3]]);
  });

  it("still finds terms written in full-width letters and Kangxi radicals", async () => {
    const actor = actorFor(t.ctx, await t.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow());
    const fullWidth = await retrievePages(t.ctx, actor, { query: "在 VIM 里怎么撤消修改", size: 4 });
    expect(fullWidth.map((p) => p.page)).toContain(2);
    const radicals = await retrievePages(t.ctx, actor, { query: "人工智能助手能做什么", size: 4 });
    expect(radicals[0]).toMatchObject({ page: 3 });
    expect(radicals[0].content).toContain("⼈⼯智能");
  });
});
