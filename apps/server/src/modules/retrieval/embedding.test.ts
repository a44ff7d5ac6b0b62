import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { waitFor } from "../../test/upload-helpers.js";
import { actorFor } from "../session/actor.js";
import { createMember, insertDocument, type InsertedDocument, type Session } from "../documents/document-fixtures.js";
import { indexItems } from "../search/indexing/index-items.js";
import { CHUNK_CHARS } from "./chunk-page.js";
import { EmbeddingStatus } from "./embedding-queue.js";
import { startEmbeddingWorker } from "./embedding-worker.js";
import { retrievePages } from "./retrieve.js";
import { vectorPages } from "./vector-pages.js";

const pond = [
  "Ponds need shade from trees. 池塘需要树荫。",
  "Filters keep the water clear. 过滤器让水保持清澈。",
  "Frogs lay eggs in spring. 青蛙在春天产卵。",
  "Koi eat pellets twice a day; never feed them bread. 锦鲤每天喂两次颗粒饲料，不要喂面包。",
];
const longText = `${"Gardening notes about soil, compost and watering schedules. ".repeat(40)}The end.`;

describe(`embeddings: the worker, the vector store and hybrid retrieval (${testDialect})`, () => {
  let t: TestServer;
  let ai: OpenAiTestServer;
  let worker: ReturnType<typeof startEmbeddingWorker>;
  let owner: Session;
  let stranger: Session;
  let garden: InsertedDocument;
  let notes: InsertedDocument;
  let firstModel: number;

  const statusOf = (id: number) => t.ctx.db.kysely.selectFrom("retrieval_embedding").selectAll().where("document_id", "=", id).executeTakeFirst();
  const chunksOf = (id: number) => t.ctx.db.kysely.selectFrom("retrieval_chunk").selectAll().where("document_id", "=", id).orderBy("id").execute();
  const settled = (ids: number[], modelId: number) =>
    waitFor(async () => {
      const rows = await t.ctx.db.kysely.selectFrom("retrieval_embedding").selectAll().where("document_id", "in", ids).execute();
      return rows.length === ids.length && rows.every((r) => r.status === EmbeddingStatus.done && Number(r.model_id) === modelId);
    }, 30_000);
  const createModel = async (model: string) => {
    const res = await t.request("POST", "/api/v1/llm", {
      token: await t.adminToken(),
      body: { title: model, provider: "ollama", base_url: ai.baseUrl, model, is_embedding: true },
    });
    expect(res.status, res.raw).toBe(200);
    return res.body.id as number;
  };
  const actorOf = async (session: Session) => actorFor(t.ctx, await t.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", session.id).executeTakeFirstOrThrow());

  beforeAll(async () => {
    [t, ai] = await Promise.all([createTestServer(), startOpenAiServer({ dimensions: 128 })]);
    owner = await createMember(t.ctx);
    stranger = await createMember(t.ctx);
    garden = await insertDocument(t.ctx, { userId: owner.id, title: "Garden pond 花园池塘", pages: 4, pageTexts: pond });
    await t.ctx.db.kysely.updateTable("document").set({ preview: 2 }).where("id", "=", garden.id).execute();
    notes = await insertDocument(t.ctx, { userId: owner.id, title: "Garden notes", pages: 1, pageTexts: [longText] });
    await indexItems(t.ctx, 0, [garden.id, notes.id], 0);
    worker = startEmbeddingWorker(t.ctx);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await ai.close();
  });

  it("embeds nothing while no embedding model is set, and retrieval works on full text alone", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.ctx.db.kysely.selectFrom("retrieval_chunk").select("id").execute()).toEqual([]);
    expect(await vectorPages(t.ctx, "koi pellets")).toEqual([]);
    const [best] = await retrievePages(t.ctx, await actorOf(owner), { query: "What should I feed koi?", size: 3 });
    expect(best).toMatchObject({ documentId: garden.id, page: 4 });
  });

  it("embeds every converted document, passage by passage, once a model is set", async () => {
    firstModel = await createModel("hashed-a");
    await t.setSettings([["llm", "embedding_model_id", String(firstModel)]]);
    await settled([garden.id, notes.id], firstModel);
    expect((await chunksOf(garden.id)).map((c) => c.page)).toEqual([1, 2, 3, 4]);
    const long = await chunksOf(notes.id);
    expect(long.length).toBe(Math.ceil(longText.length / CHUNK_CHARS));
    expect(long.every((c) => c.end_offset - c.start_offset <= CHUNK_CHARS)).toBe(true);
    expect(long[long.length - 1].end_offset).toBe(longText.length);
    expect(await statusOf(notes.id)).toMatchObject({ status: EmbeddingStatus.done, chunks: long.length, embedded: long.length, error: "" });
    const embeddings = ai.requests.filter((r) => r.path === "/v1/embeddings");
    expect(embeddings.length).toBeGreaterThanOrEqual(2);
  });

  it("finds pages by vector, best first, and only the passages of one document when asked", async () => {
    const found = await vectorPages(t.ctx, "Koi eat pellets twice a day; never feed them bread.");
    expect(found[0]).toMatchObject({ documentId: garden.id, page: 4 });
    expect(found[0].similarity).toBeGreaterThan(0.8);
    const own = await vectorPages(t.ctx, "compost and watering", notes.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.documentId === notes.id)).toBe(true);
  });

  it("quotes a page found by vector alone from the stored page texts when the search index does not hold it", async () => {
    const text = "Saffron crocus bulbs flower in autumn. 番红花的球茎在秋天开花。";
    const unindexed = await insertDocument(t.ctx, { userId: owner.id, title: "Bulbs", pages: 1, pageTexts: [text] });
    await t.ctx.events.emit("document.changed", { documentId: unindexed.id });
    await settled([unindexed.id], firstModel);
    const found = await retrievePages(t.ctx, await actorOf(owner), { query: "When do saffron crocus bulbs flower?", size: 5 });
    const page = found.find((p) => p.documentId === unindexed.id);
    expect(page).toMatchObject({ page: 1, content: text });
    expect(await t.ctx.db.kysely.selectFrom("search_item").select("key").where("doc_type", "=", 0).where("item_id", "=", unindexed.id).execute()).toEqual([]);
    await t.ctx.events.emit("document.deleted", { documentId: unindexed.id });
  });

  it("keeps the preview rule: a stranger gets no page beyond the preview by vector either", async () => {
    const question = "锦鲤每天喂几次？";
    const mine = await retrievePages(t.ctx, await actorOf(owner), { query: question, size: 5 });
    expect(mine[0]).toMatchObject({ documentId: garden.id, page: 4 });
    const theirs = await retrievePages(t.ctx, await actorOf(stranger), { query: question, size: 5 });
    expect(theirs.some((p) => p.documentId === garden.id && p.page > 2)).toBe(false);
    expect(theirs.map((p) => p.content).join("")).not.toContain("锦鲤");
    // Pages that rise in place of the dropped ones are quoted too.
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((p) => p.content.length > 0)).toBe(true);
  });

  it("sends the question to the embedding provider only once `embedAfter` settles, and not at all when it fails", async () => {
    const question = "锦鲤每天喂几次？";
    const embeddingCalls = () => ai.requests.filter((r) => r.path === "/v1/embeddings").length;
    const before = embeddingCalls();
    let allow!: () => void;
    const gate = new Promise<void>((resolve) => (allow = resolve));
    const waiting = retrievePages(t.ctx, await actorOf(owner), { query: question, size: 5, embedAfter: gate });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(embeddingCalls()).toBe(before);
    allow();
    expect((await waiting)[0]).toMatchObject({ documentId: garden.id, page: 4 });
    expect(embeddingCalls()).toBe(before + 1);

    const refused = await retrievePages(t.ctx, await actorOf(owner), { query: question, size: 5, embedAfter: Promise.reject(new Error("no quota")) });
    expect(embeddingCalls()).toBe(before + 1);
    expect(refused[0]).toMatchObject({ documentId: garden.id, page: 4 });
  });

  it("does not embed an unchanged document again, and embeds everything again when the model changes", async () => {
    const before = (await chunksOf(garden.id)).map((c) => c.id);
    const calls = ai.requests.length;
    await t.ctx.events.emit("document.changed", { documentId: garden.id });
    await settled([garden.id], firstModel);
    expect((await chunksOf(garden.id)).map((c) => c.id)).toEqual(before);
    expect(ai.requests.length).toBe(calls);
    const second = await createModel("hashed-b");
    await t.setSettings([["llm", "embedding_model_id", String(second)]]);
    await settled([garden.id, notes.id], second);
    const after = await chunksOf(garden.id);
    expect(after.every((c) => Number(c.model_id) === second && !before.includes(Number(c.id)))).toBe(true);
    const [best] = await vectorPages(t.ctx, "Frogs lay eggs in spring.");
    expect(best).toMatchObject({ documentId: garden.id, page: 3 });
  });

  it("marks a document failed with the provider's words when embedding fails", async () => {
    const id = await insertDocument(t.ctx, { userId: owner.id, title: "Broken", pages: 1, pageTexts: ["Some text to embed."] });
    ai.script({ kind: "error", status: 500, message: "embedding backend is down", endpoint: "embeddings" });
    await t.ctx.events.emit("document.changed", { documentId: id.id });
    const failed = await waitFor(async () => {
      const row = await statusOf(id.id);
      return row?.status === EmbeddingStatus.failed ? row : undefined;
    }, 30_000);
    expect(failed.error).toContain("embedding backend is down");
    expect(failed.attempts).toBe(1);
  });

  it("falls back to full text when the question cannot be embedded", async () => {
    ai.script({ kind: "error", status: 500, message: "down", endpoint: "embeddings" });
    const [best] = await retrievePages(t.ctx, await actorOf(owner), { query: "What should I feed koi?", size: 3 });
    expect(best).toMatchObject({ documentId: garden.id, page: 4 });
  });

  it("drops a deleted document's passages and vectors", async () => {
    await t.ctx.events.emit("document.deleted", { documentId: notes.id });
    expect(await chunksOf(notes.id)).toEqual([]);
    expect(await statusOf(notes.id)).toBeUndefined();
    const found = await vectorPages(t.ctx, "compost and watering schedules");
    expect(found.some((p) => p.documentId === notes.id)).toBe(false);
  });
});
