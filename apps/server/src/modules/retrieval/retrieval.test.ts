import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { actorFor } from "../session/actor.js";
import { adminSession, createMember, insertDocument, type InsertedDocument, type Session } from "../documents/document-fixtures.js";
import { indexItems } from "../search/indexing/index-items.js";
import { ITEMS_PER_BATCH } from "./candidate-pages.js";
import { EXCERPT_CHARS } from "./excerpt.js";
import { retrievePages } from "./retrieve.js";

const filler = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i} of ordinary prose about printers, paper trays and toner.`).join(" ");

/** Six pages; only page 6 tells how to feed a salamander, in English and Chinese. */
const manualPages = [
  "Introduction. This manual covers the care of amphibians kept at home. 本手册介绍在家饲养两栖动物的方法。",
  "Housing. A glass tank with a tight lid keeps the animals safe. 饲养箱要有盖子。",
  "Water. Change a third of the water every week. 每周换三分之一的水。",
  "Temperature. Keep the tank below twenty degrees. 水温保持在二十度以下。",
  "Handling. Wash your hands before and after touching them. 触摸前后都要洗手。",
  "Feeding the axolotl: offer bloodworms twice a week and remove leftovers after an hour. 喂养蝾螈：每周喂两次红虫，一小时后清除剩余食物。",
];

describe(`retrieval of page excerpts (${testDialect})`, () => {
  let t: TestServer;
  let owner: Session;
  let buyer: Session;
  let stranger: Session;
  let admin: Session;
  let manual: InsertedDocument;
  let printer: InsertedDocument;
  let longPage: InsertedDocument;

  const search = (token: string | undefined, query: Record<string, string | number>) => t.request("GET", "/api/v1/chat/search", { token, query });
  const actorOf = async (session: Session) => actorFor(t.ctx, await t.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", session.id).executeTakeFirstOrThrow());

  beforeAll(async () => {
    t = await createTestServer();
    await t.setSettings([["download", "times_every_day", "100"], ["download", "times_every_ip", "100"]]);
    owner = await createMember(t.ctx);
    buyer = await createMember(t.ctx, 50);
    stranger = await createMember(t.ctx);
    admin = await adminSession(t.ctx);
    manual = await insertDocument(t.ctx, { userId: owner.id, title: "Amphibian care 两栖动物饲养手册", pages: 6, price: 10, pageTexts: manualPages });
    await t.ctx.db.kysely.updateTable("document").set({ preview: 2 }).where("id", "=", manual.id).execute();
    printer = await insertDocument(t.ctx, {
      userId: owner.id,
      title: "Printer guide 打印机指南",
      pages: 2,
      pageTexts: [
        "Loading paper: open the tray and fan the sheets. 装纸：打开纸盒，把纸抖松。 The axolotl sticker on the tray is decoration.",
        "Replacing toner: lift the cover, pull the old cartridge out and push the new one until it clicks. 更换墨粉：掀开上盖，取出旧墨盒，推入新墨盒直到听见咔嗒声。",
      ],
    });
    longPage = await insertDocument(t.ctx, {
      userId: owner.id,
      title: "Long report",
      pages: 1,
      pageTexts: [`${filler(60)} The calibration constant of the flux capacitor is exactly 1.21 gigawatts. ${filler(60)}`],
    });
    await indexItems(t.ctx, 0, [manual.id, printer.id, longPage.id], 0);
    expect((await t.request("GET", "/api/v1/document/download", { token: buyer.token, query: { id: manual.id } })).status).toBe(200);
  });
  afterAll(() => t.close());

  it("answers 401 to anonymous callers", async () => {
    const res = await search(undefined, { wd: "axolotl" });
    expect(res.status).toBe(401);
  });

  it("finds the page of a Chinese and of an English question, with its title, page, a two-decimal score and an excerpt", async () => {
    const zh = await search(owner.token, { wd: "打印机的墨粉应该怎么更换？" });
    expect(zh.status).toBe(200);
    expect(zh.body.reference[0]).toMatchObject({ uuid: printer.uuid, title: "Printer guide 打印机指南", page: 2 });
    expect(zh.body.reference[0].content).toContain("更换墨粉");
    const en = await search(owner.token, { wd: "How do I replace the toner cartridge?" });
    expect(en.body.reference[0]).toMatchObject({ uuid: printer.uuid, page: 2 });
    for (const ref of [...zh.body.reference, ...en.body.reference]) {
      expect(Object.keys(ref).sort()).toEqual(["content", "page", "score", "title", "uuid"]);
      expect(ref.score).toBeGreaterThan(0);
      expect(ref.score).toBeLessThanOrEqual(1);
      expect(Math.round(ref.score * 100) / 100).toBe(ref.score);
    }
    expect(en.body.total).toBeGreaterThanOrEqual(en.body.reference.length);
  });

  it("never gives a stranger a page beyond the preview, nor any of its text", async () => {
    for (const wd of ["How often should I feed the axolotl bloodworms?", "蝾螈多久喂一次红虫？"]) {
      const res = await search(stranger.token, { wd, size: 50 });
      expect(res.status).toBe(200);
      expect(res.body.reference.some((r: { uuid: string; page: number }) => r.uuid === manual.uuid && r.page > 2)).toBe(false);
      expect(res.raw).not.toContain("bloodworms");
      expect(res.raw).not.toContain("红虫");
    }
  });

  it("gives that page to the owner, a buyer and an administrator", async () => {
    for (const session of [owner, buyer, admin]) {
      const res = await search(session.token, { wd: "How often should I feed the axolotl bloodworms?" });
      expect(res.body.reference[0]).toMatchObject({ uuid: manual.uuid, page: 6 });
      expect(res.body.reference[0].content).toContain("bloodworms twice a week");
      const zh = await search(session.token, { wd: "蝾螈多久喂一次红虫？" });
      expect(zh.body.reference[0]).toMatchObject({ uuid: manual.uuid, page: 6 });
    }
  });

  it("restricts retrieval to one document when asked about that document", async () => {
    const all = await search(admin.token, { wd: "axolotl", size: 10 });
    expect(new Set(all.body.reference.map((r: { uuid: string }) => r.uuid))).toEqual(new Set([manual.uuid, printer.uuid]));
    const one = await search(admin.token, { wd: "axolotl", document_id: printer.id });
    expect(one.body.reference.map((r: { uuid: string; page: number }) => [r.uuid, r.page])).toEqual([[printer.uuid, 1]]);
    const hidden = await search(stranger.token, { wd: "axolotl bloodworms", document_id: manual.id });
    expect(hidden.body.reference.every((r: { page: number }) => r.page <= 2)).toBe(true);
  });

  it("cuts a long page to an excerpt centred on the passage that answers", async () => {
    const [best] = await retrievePages(t.ctx, await actorOf(owner), { query: "What is the calibration constant of the flux capacitor?", size: 3 });
    expect(best).toMatchObject({ documentId: longPage.id, page: 1 });
    expect(best.content.length).toBeLessThanOrEqual(EXCERPT_CHARS);
    expect(best.content).toContain("exactly 1.21 gigawatts");
    expect(best.start).toBeGreaterThan(1000);
    const page = await t.ctx.db.kysely.selectFrom("document_page").select("text").where("hash", "=", longPage.hash).executeTakeFirstOrThrow();
    expect(page.text.slice(best.start, best.end)).toBe(best.content);
  });

  it("leaves out a document deleted since it was indexed, even for its owner", async () => {
    await t.ctx.db.kysely.updateTable("document").set({ deleted_at: new Date().toISOString() }).where("id", "=", printer.id).execute();
    const res = await search(owner.token, { wd: "How do I replace the toner cartridge?" });
    expect(res.body.reference.some((r: { uuid: string }) => r.uuid === printer.uuid)).toBe(false);
    await t.ctx.db.kysely.updateTable("document").set({ deleted_at: null }).where("id", "=", printer.id).execute();
  });

  it("answers an empty list to a question with nothing to look for", async () => {
    const res = await search(owner.token, { wd: "怎么办？" });
    expect(res.body).toEqual({ total: 0, reference: [] });
  });

  it("reads a pool of more documents than one batch holds: every readable page once, none beyond a preview", async () => {
    const count = 2 * ITEMS_PER_BATCH + 3;
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const pageTexts = [`Quokka census ${i}: the island counted ${100 + i} quokkas.`, `Quokka habitat ${i}: shrubs & burrows <dense>.`];
      const doc = await insertDocument(t.ctx, { userId: owner.id, title: `Quokka survey ${i}`, pages: 2, pageTexts });
      ids.push(doc.id);
    }
    await t.ctx.db.kysely.updateTable("document").set({ preview: 1 }).where("id", "=", ids[0]).execute();
    await indexItems(t.ctx, 0, ids, 0);
    const seen = async (session: Session) => {
      const res = await search(session.token, { wd: "Where do quokkas live, and how many are there?", size: 50 });
      expect(res.status).toBe(200);
      return res.body.reference.map((r: { title: string; page: number }) => `${r.title}#${r.page}`) as string[];
    };
    const ownerSees = await seen(owner);
    expect(new Set(ownerSees).size).toBe(ownerSees.length);
    expect(ownerSees.sort()).toEqual(Array.from({ length: count }, (_, i) => [`Quokka survey ${i}#1`, `Quokka survey ${i}#2`]).flat().sort());
    const strangerSees = await seen(stranger);
    expect(strangerSees).toHaveLength(2 * count - 1);
    expect(strangerSees).not.toContain("Quokka survey 0#2");
  });
});
