import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { startOpenAiServer, type OpenAiTestServer } from "../../test/openai-server.js";
import { waitFor } from "../../test/upload-helpers.js";
import { actorFor, type Actor } from "../session/actor.js";
import { EmbeddingStatus } from "./embedding-queue.js";
import { retrievePages, type RetrievalRequest } from "./retrieve.js";
import { chineseQuestions, englishQuestions, library, type LabelledQuestion, type LibraryName } from "../../test/retrieval/labelled-questions.js";
import { uploadLibrary } from "../../test/retrieval/upload-library.js";

const TOP = 5;

describe(`retrieval quality on real documents (${testDialect})`, () => {
  let t: TestServer;
  let ids: Record<LibraryName, number>;
  let reader: Actor;
  let ai: OpenAiTestServer | undefined;
  let fullTextFound = -1;

  beforeAll(async () => {
    t = await createTestServer({}, { startWorkers: true });
    // Every page is public here, so a member reads them all; the preview rule has its own tests.
    await t.setSettings([["converter", "max_preview", "0"]]);
    ids = await uploadLibrary(t, await t.adminToken(), library);
    const member = await t.registerMember();
    reader = actorFor(t.ctx, await t.ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow());
  }, 600_000);
  afterAll(async () => {
    await t.close();
    await ai?.close();
  });

  async function answered(q: LabelledQuestion, mode: RetrievalRequest["mode"]) {
    const pages = await retrievePages(t.ctx, reader, { query: q.question, size: TOP, mode });
    const rank = pages.findIndex((p) => p.documentId === ids[q.document] && q.pages.includes(p.page));
    return { q, rank, got: pages.map((p) => `${p.title}#${p.page}(${p.score})`) };
  }

  it("holds at least 60 labelled questions in natural language, half of them Chinese", () => {
    expect(chineseQuestions.length).toBeGreaterThanOrEqual(30);
    expect(englishQuestions.length).toBeGreaterThanOrEqual(30);
  });

  async function measure(mode: NonNullable<RetrievalRequest["mode"]>) {
    const results: Array<Awaited<ReturnType<typeof answered>>> = [];
    for (const q of [...chineseQuestions, ...englishQuestions]) results.push(await answered(q, mode));
    const found = (list: typeof results) => list.filter((r) => r.rank >= 0).length;
    const chinese = results.slice(0, chineseQuestions.length);
    const english = results.slice(chineseQuestions.length);
    for (const miss of results.filter((r) => r.rank < 0)) console.log(`  missed: ${miss.q.question} → ${miss.got.join(", ")}`);
    const firsts = results.filter((r) => r.rank === 0).length;
    console.log(
      `retrieval top-${TOP}: ${found(results)}/${results.length} (${((found(results) / results.length) * 100).toFixed(1)}%) ${mode} ${testDialect}` +
        ` — Chinese ${found(chinese)}/${chinese.length}, English ${found(english)}/${english.length}, first ${firsts}/${results.length}`,
    );
    return { found: found(results), total: results.length };
  }

  it(`finds the answering page among the top ${TOP} for at least 95% of the questions, full-text only`, async () => {
    const { found, total } = await measure("full-text");
    fullTextFound = found;
    expect(found / total).toBeGreaterThanOrEqual(0.95);
  });

  it("does no worse with hybrid ranking over the local test server's embeddings", async () => {
    ai = await startOpenAiServer({ dimensions: 256 });
    const admin = await t.adminToken();
    const model = await t.request("POST", "/api/v1/llm", {
      token: admin,
      body: { title: "测试向量模型", provider: "ollama", base_url: ai.baseUrl, model: "hashed-embedding", is_embedding: true },
    });
    expect(model.status, model.raw).toBe(200);
    await t.setSettings([["llm", "embedding_model_id", String(model.body.id)]]);
    const documents = Object.values(ids);
    await waitFor(async () => {
      const rows = await t.ctx.db.kysely.selectFrom("retrieval_embedding").select("status").where("document_id", "in", documents).execute();
      return rows.length === documents.length && rows.every((r) => r.status === EmbeddingStatus.done);
    }, 300_000, 500);
    const { found } = await measure("hybrid");
    expect(fullTextFound).toBeGreaterThan(0);
    expect(found).toBeGreaterThanOrEqual(fullTextFound);
  }, 400_000);
});
