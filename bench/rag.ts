/**
 * Retrieval benchmark for AI chat: a library of converted documents (synthetic Chinese and English page texts,
 * indexed by the real rebuild path) with 1,000,000 embedded passages of 384-dimensional vectors on SQLite and on a
 * throw-away PostgreSQL, a local OpenAI-compatible server on a thread of its own as the provider. The passages are
 * embedded twice, under two models (rag-support/vectors.ts): vectors shaped as real embeddings are (the chat's model,
 * judged against the goals), and near-uniform clusters, the worst case for a graph index, reported beside them.
 * PostgreSQL searches vectors through pgvector when it is installed (scripts/install-pgvector.sh), else in the process.
 *
 *   npm run bench:rag                                  1,000,000 passages on both back ends
 *   WENKU_BENCH_CHUNKS=100000 npm run bench:rag         a quicker run
 *   WENKU_BENCH_BACKENDS=sqlite npm run bench:rag
 *   WENKU_BENCH_DOCUMENTS=5000 WENKU_BENCH_CHUNKS=20000   the 1M library's full text with few passages
 *   WENKU_BENCH_ROUNDS=5                               rounds of retrieval questions (one more unmeasured first)
 *   WENKU_BENCH_QUESTIONS=40                           questions a round; the first token is timed over twice as many
 *   WENKU_BENCH_KEEP=/var/tmp/rag npm run bench:rag     build each back end's library there once and reuse it after
 *                                                      (each in a folder of its own, sqlite/ and postgres/; PostgreSQL's
 *                                                      server in postgres/server, paused in between; SQLite's index
 *                                                      holds one model, so the first kind's is built again each run)
 *   WENKU_BENCH_VECTORS=realistic,uniform              the kinds of vectors, the chat's first
 *   WENKU_BENCH_CANDIDATES=64,128,256,512              also search each graph with these candidate lists (HNSW ef_search)
 *
 * Prints per back end: for each kind of vectors the index build time and the process's memory, how alike unrelated
 * and nearest passages are, the vector search p95 and its recall@10 against exact search; a member's retrieval p95
 * (hybrid, and full text only) through the service the chat uses, and the time to the first token through our API
 * against calling the provider directly (80 questions, each asked once, both from a client on a thread of its own,
 * as the provider is): in all, until the stream's references line (retrieval ends there), and from that line on.
 * The last lines compare hybrid p95 with its goal (≤ 50 ms), what our stream adds to the first token once retrieval
 * has ended with its goal (≤ 30 ms; the time added in all, retrieval at this library's size included, is printed
 * beside it), the worst case's recall, and last the realistic vectors' search p95 (≤ 10 ms) and recall@10 (≥ 0.95)
 * with their goals.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createServer, silentLogger, type Server } from "../apps/server/src/bootstrap.js";
import { actorFor } from "../apps/server/src/modules/session/actor.js";
import { createMember } from "../apps/server/src/modules/documents/document-fixtures.js";
import { retrieveWithTotal } from "../apps/server/src/modules/retrieval/retrieve.js";
import { bytesVector } from "../apps/server/src/modules/retrieval/vector-bytes.js";
import { vectorStore } from "../apps/server/src/modules/retrieval/vector-store.js";
import { allowLoopbackEntry } from "../apps/server/src/test/allow-loopback.js";
import { textGenerator } from "./library-support/synthetic-text.js";
import { startClientThread } from "./rag-support/client-thread.js";
import { startProviderThread } from "./rag-support/provider-thread.js";
import { sweepCandidates } from "./rag-support/ef-sweep.js";
import { chunkVectors, writeChunks, writeChunksLike, writeDocuments, type LibraryShape } from "./rag-support/library.js";
import { measureVectorSearch, percentile, type VectorFigures } from "./rag-support/vector-search.js";
import { VECTOR_KINDS, type VectorKind } from "./rag-support/vectors.js";
import { keptPostgres, startPostgres } from "./pg-support/throwaway-postgres.js";

const CHUNKS = Number(process.env.WENKU_BENCH_CHUNKS ?? 1_000_000);
const BACKENDS = (process.env.WENKU_BENCH_BACKENDS ?? "sqlite,postgres").split(",").map((b) => b.trim());
const ROUNDS = Number(process.env.WENKU_BENCH_ROUNDS ?? 5);
const QUESTIONS = Number(process.env.WENKU_BENCH_QUESTIONS ?? 40);
/** WENKU_BENCH_DOCUMENTS decouples the library's size from the passages', e.g. to profile full-text retrieval quickly. */
const DOCUMENTS = Number(process.env.WENKU_BENCH_DOCUMENTS ?? Math.max(50, Math.round(CHUNKS / 200)));
/** A directory where the SQLite library is built once and then reused (profiling at 1M without rebuilding it). */
const KEEP = process.env.WENKU_BENCH_KEEP;
const SHAPE: LibraryShape = { documents: DOCUMENTS, pagesPerDocument: 20, chunks: CHUNKS, dimensions: 384 };
/**
 * Room in PostgreSQL's own cache for pgvector's HNSW index of 1M half-precision vectors (≈ 1.1 GB) and for the rows
 * its scans read (≈ 0.9 GB), as its guide advises: a question's nearest rows are anywhere in the table.
 */
const PG_SETTINGS = "-c shared_buffers=3GB";
/** The passages' vectors, each kind under an embedding model of its own; the first kind's model is the chat's. */
const KINDS = (process.env.WENKU_BENCH_VECTORS ?? VECTOR_KINDS.join(",")).split(",").map((k) => k.trim() as VectorKind);
/** Candidate-list lengths to search the same graph with after the store's own measurement (unset: none). */
const CANDIDATES = (process.env.WENKU_BENCH_CANDIDATES ?? "").split(",").filter(Boolean).map(Number);
const HYBRID_GOAL_MS = 50;
const VECTOR_P95_GOAL_MS = 10;
const RECALL_GOAL = 0.95;
const FIRST_TOKEN_GOAL_MS = 30;
const ADMIN_PASSWORD = "bench-admin-pass-1";
const API_KEY = "sk-wenku-bench-rag-0001";

const ms = (x: number) => `${x.toFixed(1)} ms`;
const spread = (values: number[]) => `median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;

/** Questions in natural language around words of the library, Chinese and English. */
function questions(count: number): string[] {
  const { chinese, english } = textGenerator(99);
  const forms = [
    () => `请问${chinese()}和${chinese()}有什么关系？`,
    () => `${chinese()}${chinese()}是怎么回事`,
    () => `为什么${chinese()}会影响${chinese()}${chinese()}？`,
    () => `how does ${english()} ${english()} affect the ${english()}?`,
    () => `what is ${english()} ${english()} used for`,
  ];
  return Array.from({ length: count }, (_, i) => forms[i % forms.length]());
}

async function api<Reply = unknown>(server: Server, method: string, url: string, token: string | undefined, body?: unknown): Promise<Reply> {
  const res = await server.app.inject({ method: method as "POST", url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" }, payload: body === undefined ? undefined : JSON.stringify(body) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as Reply;
}

interface Outcome {
  name: string;
  hybridP95: number;
  /** From the question to the first token, less the provider called directly: retrieval at this library's size included. */
  added: number[];
  /** From the references line to the first token, less the provider called directly: what our stream adds. */
  streamAdded: number[];
  vectors: VectorFigures[];
}

async function runBackend(name: string, ai: { baseUrl: string }): Promise<Outcome> {
  console.log(`\n== ${name}: ${SHAPE.documents} documents × ${SHAPE.pagesPerDocument} pages, ${CHUNKS.toLocaleString("en")} passages`);
  const kept = KEEP ? keptLibrary(path.join(KEEP, name)) : undefined;
  const database = name !== "postgres" ? undefined : kept ? await keptPostgres(path.join(kept.dir, "server"), "wenku_bench_rag", PG_SETTINGS) : await startPostgres("wenku_bench_rag", PG_SETTINGS);
  if (database) console.log(`  PostgreSQL's shared buffers on huge pages: ${hugePagesInUse() ? "yes" : "no (see README: huge pages)"}`);
  const dataDir = kept?.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "wenku-bench-rag-"));
  const server = await createServer({ dataDir, databaseUrl: database?.url, adminPassword: ADMIN_PASSWORD, workers: "none" }, { log: silentLogger, web: false, startWorkers: false });
  try {
    const { ctx } = server;
    // The fake provider listens on 127.0.0.1, which the outbound guard refuses unless allowed.
    await ctx.settings.save([{ category: "security", name: "enable_captcha_login", value: "false" }, allowLoopbackEntry]);
    const login = await api<{ token: string; user: { id: number } }>(server, "POST", "/api/v1/user/login", undefined, { username: "admin", password: ADMIN_PASSWORD });
    const token = login.token;
    const model = async (extra: { title: string; model: string; is_embedding?: boolean }) => {
      const fields = { provider: "custom", base_url: ai.baseUrl, api_key: API_KEY, context_size: 32000, enable_thinking: false, ...extra };
      const stored = await ctx.db.kysely.selectFrom("llm_model").select("id").where("title", "=", extra.title).executeTakeFirst();
      if (!stored) return await api<{ id: number }>(server, "POST", "/api/v1/llm", token, fields);
      await api(server, "PUT", "/api/v1/llm", token, { id: stored.id, ...fields });
      return { id: Number(stored.id) };
    };
    const chat = await model({ title: "对话", model: "bench-chat" });
    const embeddings = new Map<VectorKind, number>();
    for (const [i, kind] of KINDS.entries()) {
      const made = await model(i === 0 ? { title: "向量", model: "bench-embedding", is_embedding: true } : { title: `向量（${kind}）`, model: `bench-embedding-${kind}`, is_embedding: true });
      embeddings.set(kind, made.id);
    }
    const embedding = { id: embeddings.get(KINDS[0])! };
    await ctx.settings.save([
      ["enable", "true"], ["default_model_id", String(chat.id)], ["embedding_model_id", String(embedding.id)], ["default_quota", "100000"], ["default_token_quota", "100000000"],
    ].map(([setting, value]) => ({ category: "llm", name: setting, value: value })));

    if (kept?.built) console.log(`  library kept in ${kept.dir}`);
    else {
      let started = performance.now();
      const documents = await writeDocuments(ctx, login.user.id, SHAPE);
      console.log(`  library written and indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      started = performance.now();
      await writeChunks(ctx, embedding.id, documents, SHAPE, KINDS[0]);
      console.log(`  passages (${KINDS[0]} vectors) written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      kept?.markBuilt();
    }

    const store = vectorStore(ctx);
    /** Builds the index of a kind's passages (or catches up with them) and measures its searches. */
    const vectorSearch = async (kind: VectorKind) => {
      const modelId = embeddings.get(kind)!;
      const chunks = ctx.db.kysely.selectFrom("retrieval_chunk").where("model_id", "=", modelId);
      const last = await chunks.select(["id", "document_id", "vector"]).orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
      const first = await chunks.select("id").orderBy("id").limit(1).executeTakeFirstOrThrow();
      const started = performance.now();
      await store.added([{ id: Number(last.id), modelId, documentId: Number(last.document_id), vector: bytesVector(last.vector) }]);
      console.log(`  vector index (${kind}) built in ${((performance.now() - started) / 1000).toFixed(0)} s; process memory ${(process.memoryUsage().rss / 1e9).toFixed(1)} GB`);
      if (kept?.built && database) await prewarm(ctx);
      const passages = chunkVectors(SHAPE, kind);
      const figures = await measureVectorSearch(store, modelId, Number(first.id), passages, kind, SHAPE.dimensions);
      if (CANDIDATES.length > 0) {
        const file = path.join(dataDir, "vectors", `model-${modelId}-${SHAPE.dimensions}.usearch`);
        const target = fs.existsSync(file) || !database ? { file, firstChunkId: Number(first.id) } : { kysely: ctx.db.kysely, modelId, firstChunkId: Number(first.id) };
        await sweepCandidates(target, passages, kind, SHAPE.dimensions, CANDIDATES);
      }
      return figures;
    };
    // The chat's model first: on SQLite the index holds one model at a time, and retrieval below searches this one.
    const vectors = [await vectorSearch(KINDS[0])];

    const member = await createMember(ctx);
    const user = await ctx.db.kysely.selectFrom("user").selectAll().where("id", "=", member.id).executeTakeFirstOrThrow();
    const actor = actorFor(ctx, user);
    // Every question is asked once: no cache of the server's (match sets, pages read by the database) holds the
    // answer to a question asked before, only what other questions left, as on a server that has been answering.
    const unasked = questions(QUESTIONS * (2 * (ROUNDS + 1) + 2));
    const timed = async (mode: "hybrid" | "full-text") => {
      const times: number[] = [];
      for (let round = 0; round <= ROUNDS; round++) {
        for (const query of unasked.splice(0, QUESTIONS)) {
          const t0 = performance.now();
          await retrieveWithTotal(ctx, actor, { query, size: 5, mode });
          if (round > 0) times.push(performance.now() - t0);
        }
      }
      return times;
    };
    const fullText = await timed("full-text");
    const hybrid = await timed("hybrid");
    console.log(`  retrieval, full text: p50 ${ms(percentile(fullText, 50))}, p95 ${ms(percentile(fullText, 95))}`);
    console.log(`  retrieval, hybrid:    p50 ${ms(percentile(hybrid, 50))}, p95 ${ms(percentile(hybrid, 95))}`);

    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const address = server.app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const topic = await api<{ id: number }>(server, "POST", "/api/v1/chat/topic", member.token, {});
    const added: number[] = [];
    const untilReferences: number[] = [];
    const streamAdded: number[] = [];
    const client = startClientThread();
    try {
      for (const [i, question] of unasked.splice(0, 2 * QUESTIONS).entries()) {
        const direct = await client.direct({ kind: "direct", baseUrl: ai.baseUrl, apiKey: API_KEY, model: "bench-chat", question });
        const ours = await client.ours({ kind: "ours", base, token: member.token, topicId: topic.id, question });
        if (i === 0) continue;
        added.push(ours.first - direct);
        untilReferences.push(ours.references);
        streamAdded.push(ours.first - ours.references - direct);
      }
    } finally {
      await client.close();
    }
    console.log(`  first token, added by us in all: ${spread(added)}`);
    console.log(`    until the references line (HTTP, sign-in, quota, retrieval): ${spread(untilReferences)}`);
    console.log(`    from it to the first token, less the provider called directly (prompt, provider call, relay): ${spread(streamAdded)}`);
    // The other kinds' passages exist only while they are measured: the in-process index reads the chunks written
    // after its own before each search, and another model's million rows there would be read by every search.
    for (const kind of KINDS.slice(1)) {
      const modelId = embeddings.get(kind)!;
      const started = performance.now();
      await ctx.db.kysely.deleteFrom("retrieval_chunk").where("model_id", "=", modelId).execute();
      await writeChunksLike(ctx, modelId, embedding.id, SHAPE, kind);
      console.log(`  passages (${kind} vectors) written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      vectors.push(await vectorSearch(kind));
      await ctx.db.kysely.deleteFrom("retrieval_chunk").where("model_id", "=", modelId).execute();
    }
    return { name, hybridP95: percentile(hybrid, 95), added, streamAdded, vectors };
  } finally {
    await server.close();
    database?.stop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A PostgreSQL started again over a kept library begins with empty buffers; a server that has been answering
 * holds its vector index, the vectors' rows and page texts in them, so they are loaded first (pg_prewarm, shipped
 * with PostgreSQL).
 */
async function prewarm(ctx: Server["ctx"]): Promise<void> {
  await sql`create extension if not exists pg_prewarm`.execute(ctx.db.kysely);
  await sql`
    select pg_prewarm(c.oid) from pg_class c
    where c.relnamespace = 'public'::regnamespace
      and (c.relname like 'retrieval_vector_m%' or c.relname like 'search_%' or c.relname in ('retrieval_vector', 'retrieval_chunk_passage_idx', 'retrieval_chunk_pkey', 'retrieval_vector_pkey', 'document', 'download'))`.execute(ctx.db.kysely);
}

/** Whether any process holds huge pages: here, the PostgreSQL just started (with 4 KB pages its vector scans were about twice as slow). */
function hugePagesInUse(): boolean {
  const info = fs.readFileSync("/proc/meminfo", "utf8");
  const count = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(info)?.[1] ?? 0);
  return count("HugePages_Total") - count("HugePages_Free") + count("HugePages_Rsvd") > 0;
}

/** The kept library's directory, and whether a library of this shape was built there (a library of another shape is removed). */
function keptLibrary(dir: string) {
  const marker = path.join(dir, "bench-library.json");
  const shape = JSON.stringify({ ...SHAPE, vectors: KINDS[0] });
  const built = fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === shape;
  if (!built) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return { dir, built, markBuilt: () => fs.writeFileSync(marker, shape) };
}

const ai = await startProviderThread({ apiKey: API_KEY, dimensions: SHAPE.dimensions });
const outcomes: Outcome[] = [];
try {
  for (const name of BACKENDS) outcomes.push(await runBackend(name, ai));
} finally {
  await ai.close();
}
console.log(`\nrag benchmark, ${CHUNKS.toLocaleString("en")} passages, ${os.cpus().length} CPUs`);
const verdict = (value: number, goal: number) => `/ goal ${goal} ms = ${(value / goal).toFixed(2)} ${value <= goal ? "(met)" : "(MISSED)"}`;
for (const o of outcomes) console.log(`${o.name} first token added in all (retrieval included) ${spread(o.added)}`);
for (const o of outcomes) console.log(`${o.name} our stream's addition to the first token p95 ${ms(percentile(o.streamAdded, 95))} ${verdict(percentile(o.streamAdded, 95), FIRST_TOKEN_GOAL_MS)}`);
for (const o of outcomes) console.log(`${o.name} hybrid retrieval p95 ${ms(o.hybridP95)} ${verdict(o.hybridP95, HYBRID_GOAL_MS)}`);
const worstCases = outcomes.flatMap((o) => o.vectors.filter((v) => v.kind !== "realistic").map((v) => ({ name: o.name, ...v })));
for (const v of worstCases) console.log(`${v.name} ${v.kind} vectors (the worst case, no goal): recall@10 ${v.recall.toFixed(3)}, vector search p95 ${ms(v.p95)}`);
for (const o of outcomes) {
  const realistic = o.vectors.find((v) => v.kind === "realistic");
  if (!realistic) continue;
  console.log(`${o.name} vector search p95 ${ms(realistic.p95)} ${verdict(realistic.p95, VECTOR_P95_GOAL_MS)}`);
  const ratio = realistic.recall / RECALL_GOAL;
  console.log(`${o.name} vector recall@10 ${realistic.recall.toFixed(3)} / goal ${RECALL_GOAL} = ${ratio.toFixed(2)} ${realistic.recall >= RECALL_GOAL ? "(met)" : "(MISSED)"}`);
}
