import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { createMember, insertDocument } from "../documents/document-fixtures.js";
import { resolveEmbeddingModel, type ResolvedModel } from "../llm/resolve-model.js";
import { embedDocument } from "./embed-document.js";
import { claimEmbedding, EmbeddingStatus, failEmbedding, queueEmbedding } from "./embedding-queue.js";

const pages = ["Tea grows on hills. 茶树长在山坡上。", "Green tea is not fermented. 绿茶不发酵。", "Oolong is half fermented. 乌龙茶半发酵。"];

/** Two workers (two processes of a cluster) that embed one document at the same time, through the queue's claims. */
describe(`embeddings: only the latest claim stores its passages (${testDialect})`, () => {
  let t: TestServer;
  let ai: OpenAiTestServer;
  let model: ResolvedModel;
  let ownerId: number;

  const chunksOf = (id: number) => t.ctx.db.kysely.selectFrom("retrieval_chunk").select(["page", "model_id"]).where("document_id", "=", id).execute();
  const statusOf = (id: number) => t.ctx.db.kysely.selectFrom("retrieval_embedding").selectAll().where("document_id", "=", id).executeTakeFirstOrThrow();
  const newDocument = async (title: string) => {
    const { id } = await insertDocument(t.ctx, { userId: ownerId, title, pages: pages.length, pageTexts: pages });
    await queueEmbedding(t.ctx, [id]);
    return id;
  };

  beforeAll(async () => {
    [t, ai] = await Promise.all([createTestServer(), startOpenAiServer({ dimensions: 64 })]);
    ownerId = (await createMember(t.ctx)).id;
    const res = await t.request("POST", "/api/v1/llm", {
      token: await t.adminToken(),
      body: { title: "hashed", provider: "ollama", base_url: ai.baseUrl, model: "hashed", is_embedding: true },
    });
    expect(res.status, res.raw).toBe(200);
    await t.setSettings([["llm", "embedding_model_id", String(res.body.id)]]);
    model = (await resolveEmbeddingModel(t.ctx))!;
    expect(model).toBeDefined();
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it("keeps one set of passages when a changed document is embedded by two workers at once", async () => {
    const id = await newDocument("Tea 茶");
    const first = await claimEmbedding(t.ctx);
    expect(first?.documentId).toBe(id);
    // The document changes while the first worker embeds it: queued again, and a second worker takes it.
    await queueEmbedding(t.ctx, [id]);
    const second = await claimEmbedding(t.ctx);
    expect(second).toEqual({ documentId: id, claim: first!.claim + 1 });
    const outcomes = await Promise.all([embedDocument(t.ctx, model, first!), embedDocument(t.ctx, model, second!)]);
    expect(outcomes).toEqual(["superseded", "stored"]);
    expect((await chunksOf(id)).map((c) => c.page).sort()).toEqual([1, 2, 3]);
    expect(await statusOf(id)).toMatchObject({ status: EmbeddingStatus.done, claim: second!.claim, chunks: 3, embedded: 3 });
  });

  it("stores nothing from a worker whose document changed meanwhile, and leaves the change queued", async () => {
    const id = await newDocument("Oolong 乌龙");
    const held = (await claimEmbedding(t.ctx))!;
    await queueEmbedding(t.ctx, [id]);
    expect(await embedDocument(t.ctx, model, held)).toBe("superseded");
    expect(await chunksOf(id)).toEqual([]);
    expect((await statusOf(id)).status).toBe(EmbeddingStatus.pending);
    const again = (await claimEmbedding(t.ctx))!;
    expect(await embedDocument(t.ctx, model, again)).toBe("stored");
    expect(await chunksOf(id)).toHaveLength(3);
  });

  it("does not let a superseded worker's failure mark the document failed", async () => {
    const id = await newDocument("Green 绿茶");
    const first = (await claimEmbedding(t.ctx))!;
    await queueEmbedding(t.ctx, [id]);
    const second = (await claimEmbedding(t.ctx))!;
    await failEmbedding(t.ctx, first, model.id, "provider went away");
    expect(await statusOf(id)).toMatchObject({ status: EmbeddingStatus.processing, error: "", attempts: 0 });
    expect(await embedDocument(t.ctx, model, second)).toBe("stored");
    expect((await statusOf(id)).status).toBe(EmbeddingStatus.done);
  });
});
