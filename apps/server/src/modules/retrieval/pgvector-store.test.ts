import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { modelIndexName, preparePgvector } from "./pgvector-setup.js";
import { nearestPassages, pgvectorStore } from "./pgvector-store.js";
import { bytesVector, vectorBytes } from "./vector-bytes.js";
import { around as aroundAxis, insertChunks as insertRows } from "./vector-fixtures.js";
import { vectorStore, type VectorStore } from "./vector-store.js";

const DIMENSIONS = 16;
const around = (axis: number, tilt = 0.1) => bytesVector(vectorBytes(aroundAxis(DIMENSIONS, axis, tilt)));

// pgvector is a PostgreSQL extension: scripts/install-pgvector.sh puts it on the server the PostgreSQL tests start.
describe.runIf(testDialect === "postgres")("the pgvector store (postgres)", () => {
  let t: TestServer;
  const open: VectorStore[] = [];
  /** A store as another process would have it: its own pool, nothing shared in memory. */
  const newStore = () => {
    const store = pgvectorStore(t.ctx.db.kysely, t.ctx.db.url!);
    open.push(store);
    return store;
  };
  const insertChunks = (modelId: number, axes: number[]) => insertRows(t.ctx.db.kysely, modelId, axes.map((axis) => aroundAxis(DIMENSIONS, axis)));
  const added = async (store: VectorStore, modelId: number, ids: number[], axes: number[]) =>
    store.added(ids.map((id, i) => ({ id, modelId, documentId: 1, vector: around(axes[i]) })));

  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    for (const store of open) await store.close();
    await t.close();
  });

  it("is what the server uses once the extension is there", async () => {
    expect(await preparePgvector(t.ctx.db.kysely, () => undefined)).toBe(true);
    const [id] = await insertChunks(3, [4]);
    await vectorStore(t.ctx).added([{ id: id, modelId: 3, documentId: 1, vector: around(4) }]);
    const copied = await t.ctx.db.kysely.selectFrom("retrieval_vector").select(["chunk_id", "model_id", "dimensions"]).execute();
    expect(copied).toEqual([{ chunk_id: id, model_id: 3, dimensions: DIMENSIONS }]);
    expect((await vectorStore(t.ctx).search(3, around(4), 1))[0]).toMatchObject({ chunkId: id });
  });

  it("finds in every process what one process added, and forgets the removed", async () => {
    const writer = newStore();
    const reader = newStore();
    const axes = [0, 3, 5];
    const ids = await insertChunks(7, axes);
    await added(writer, 7, ids, axes);
    const hits = await reader.search(7, around(3, 0.2), 2);
    expect(hits[0].chunkId).toBe(ids[1]);
    expect(hits[0].similarity).toBeGreaterThan(0.95);
    // The passage comes with the hit, read from the chunk row in the same statement.
    expect(hits[0].passage).toEqual({ documentId: 1, page: 1, start: 0, end: 10 });
    expect(await reader.search(8, around(3), 2)).toEqual([]);
    expect(await reader.search(7, bytesVector(vectorBytes([1, 0, 0, 0])), 2)).toEqual([]);

    await writer.removed([ids[1]]);
    const after = await reader.search(7, around(3), 3);
    expect(after.map((hit) => hit.chunkId)).not.toContain(ids[1]);
    expect(after).toHaveLength(2);
  });

  it("drops a chunk deleted by anyone, without being told", async () => {
    const store = newStore();
    const ids = await insertChunks(7, [9, 10]);
    await added(store, 7, ids, [9, 10]);
    await t.ctx.db.kysely.deleteFrom("retrieval_chunk").where("id", "=", ids[0]).execute();
    expect((await store.search(7, around(9), 5)).map((hit) => hit.chunkId)).not.toContain(ids[0]);
  });

  it("fills in chunks written without it and searches through the model's own HNSW index", async () => {
    const earlier = await insertChunks(11, [1, 2, 6, 8]);
    const copied = () => t.ctx.db.kysely.selectFrom("retrieval_vector").select("chunk_id").where("model_id", "=", 11).execute();
    expect(await copied()).toEqual([]);
    const store = newStore();
    const [later] = await insertChunks(11, [12]);
    await added(store, 11, [later], [12]);
    expect(await copied()).toHaveLength(5);
    expect((await store.search(11, around(6), 1))[0].chunkId).toBe(earlier[2]);
    expect((await store.search(11, around(12), 1))[0].chunkId).toBe(later);

    const plan = await t.ctx.db.kysely.connection().execute(async (connection) => {
      // Four rows are cheaper to sort than to walk a graph; forbid the scan to see whether the index serves the query.
      await sql`set enable_seqscan = off`.execute(connection);
      const explained = await sql<{ "QUERY PLAN": string }>`explain ${nearestPassages(11, around(6), 3)}`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain(`Index Scan using ${modelIndexName(11, DIMENSIONS)}`);
  });

  it("replaces an index built with pgvector's default graph by one built with its own parameters", async () => {
    const axes = [2, 7];
    const ids = await insertChunks(13, axes);
    await added(newStore(), 13, ids, axes);
    const indexes = async () => {
      const { rows } = await sql<{ name: string; definition: string }>`
        select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
        where indrelid = 'retrieval_vector'::regclass and pg_get_indexdef(indexrelid) like '%model_id = 13%'`.execute(t.ctx.db.kysely);
      return rows;
    };
    // As a server before this change left it: the same partial index under its old name, pgvector's defaults.
    await sql`drop index ${sql.id(modelIndexName(13, DIMENSIONS))}`.execute(t.ctx.db.kysely);
    await sql`create index retrieval_vector_m13_d16 on retrieval_vector using hnsw ((embedding::halfvec(16)) halfvec_cosine_ops) where model_id = 13 and dimensions = 16`.execute(t.ctx.db.kysely);
    expect((await indexes()).map((i) => i.name)).toEqual(["retrieval_vector_m13_d16"]);

    // A process starting afterwards searches at once (the old index serves) and builds the new index meanwhile.
    const store = newStore();
    expect((await store.search(13, around(7), 1))[0].chunkId).toBe(ids[1]);
    await store.added([{ id: ids[0], modelId: 13, documentId: 1, vector: around(2) }]);
    const [rebuilt, ...others] = await indexes();
    expect(others).toEqual([]);
    expect(rebuilt.name).toBe(modelIndexName(13, DIMENSIONS));
    expect(rebuilt.definition).toContain("ef_construction='128'");
  });
});
