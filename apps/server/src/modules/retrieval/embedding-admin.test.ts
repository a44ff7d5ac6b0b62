import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { waitFor } from "../../test/upload-helpers.js";
import { createMember, insertDocument, type InsertedDocument } from "../documents/document-fixtures.js";
import { EmbeddingStatus } from "./embedding-queue.js";
import { startEmbeddingWorker } from "./embedding-worker.js";

interface Listed { document_id: number; title: string; status: number; chunks: number; embedded: number; error: string; updated_at: string }

describe(`embedding admin: status list and re-embedding (${testDialect})`, () => {
  let t: TestServer;
  let ai: OpenAiTestServer;
  let worker: ReturnType<typeof startEmbeddingWorker>;
  let admin: string;
  let pond: InsertedDocument;
  let notes: InsertedDocument;
  let modelId: number;

  const list = (query: Record<string, string | number> = {}) => t.request("GET", "/api/v1/embedding/list", { token: admin, query });
  const redo = (body: unknown) => t.request("PUT", "/api/v1/embedding/redo", { token: admin, body });
  const embeddingCalls = () => ai.requests.filter((r) => r.path === "/v1/embeddings").length;
  const allDone = (ids: number[]) =>
    waitFor(async () => {
      const rows = await t.ctx.db.kysely.selectFrom("retrieval_embedding").select(["status", "model_id"]).where("document_id", "in", ids).execute();
      return rows.length === ids.length && rows.every((r) => r.status === EmbeddingStatus.done && Number(r.model_id) === modelId);
    }, 30_000);

  beforeAll(async () => {
    [t, ai] = await Promise.all([createTestServer(), startOpenAiServer({ dimensions: 64 })]);
    admin = await t.adminToken();
    const owner = await createMember(t.ctx);
    pond = await insertDocument(t.ctx, { userId: owner.id, title: "Garden pond 花园池塘", pages: 3, pageTexts: ["Ponds need shade.", "Filters keep water clear.", "Koi eat pellets."] });
    notes = await insertDocument(t.ctx, { userId: owner.id, title: "Kitchen notes", pages: 1, pageTexts: ["Bread needs flour, water and time. ".repeat(40)] });
    worker = startEmbeddingWorker(t.ctx);
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await ai.close();
  });

  it("lists nothing and model 0 while no embedding model is set", async () => {
    const res = await list();
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ total: 0, document: [], model_id: 0 });
  });

  it("lists embedded documents as done with their passage counts and the model in use", async () => {
    const created = await t.request("POST", "/api/v1/llm", { token: admin, body: { title: "hashed", provider: "ollama", base_url: ai.baseUrl, model: "hashed", is_embedding: true } });
    expect(created.status, created.raw).toBe(200);
    modelId = created.body.id as number;
    await t.setSettings([["llm", "embedding_model_id", String(modelId)]]);
    await allDone([pond.id, notes.id]);
    const res = await list();
    expect(res.status, res.raw).toBe(200);
    expect(res.body.model_id).toBe(modelId);
    expect(res.body.total).toBe(2);
    const byId = new Map((res.body.document as Listed[]).map((d) => [d.document_id, d]));
    expect(byId.get(pond.id)).toMatchObject({ title: "Garden pond 花园池塘", status: 2, chunks: 3, embedded: 3, error: "" });
    const long = byId.get(notes.id)!;
    expect(long.chunks).toBeGreaterThan(1);
    expect(long.embedded).toBe(long.chunks);
    expect(long.updated_at).not.toBe("");
  });

  it("filters by status and title keyword, and pages", async () => {
    expect((await list({ status: 2 })).body.total).toBe(2);
    expect((await list({ status: 0 })).body.total).toBe(0);
    const found = await list({ wd: "池塘" });
    expect((found.body.document as Listed[]).map((d) => d.document_id)).toEqual([pond.id]);
    const paged = await list({ size: 1, page: 2 });
    expect(paged.body.total).toBe(2);
    expect(paged.body.document).toHaveLength(1);
  });

  it("re-embeds one document: pending at once, then done again with new embedding calls", async () => {
    const calls = embeddingCalls();
    const res = await redo({ document_id: [pond.id] });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ count: 1 });
    const row = await t.ctx.db.kysely.selectFrom("retrieval_embedding").selectAll().where("document_id", "=", pond.id).executeTakeFirstOrThrow();
    expect([EmbeddingStatus.pending, EmbeddingStatus.processing]).toContain(row.status);
    await allDone([pond.id, notes.id]);
    expect(embeddingCalls()).toBeGreaterThan(calls);
    expect((await list({ wd: "池塘" })).body.document[0]).toMatchObject({ status: 2, chunks: 3, embedded: 3 });
  });

  it("re-embeds all documents", async () => {
    const calls = embeddingCalls();
    const res = await redo({ all: true });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ count: 2 });
    await allDone([pond.id, notes.id]);
    expect(embeddingCalls()).toBeGreaterThanOrEqual(calls + 2);
    expect((await list({ status: 2 })).body.total).toBe(2);
  });

  it("rejects a redo naming nothing", async () => {
    expect((await redo({})).status).toBe(400);
    expect((await redo({ document_id: [] })).status).toBe(400);
  });

  it("is for administrators only", async () => {
    const member = await t.registerMember();
    for (const [method, url, body] of [["GET", "/api/v1/embedding/list", undefined], ["PUT", "/api/v1/embedding/redo", { all: true }]] as const) {
      expect((await t.request(method, url, { body })).status).toBe(401);
      expect((await t.request(method, url, { token: member.token, body })).status).toBe(403);
    }
  });
});
