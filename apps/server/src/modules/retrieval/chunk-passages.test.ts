import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { around, insertChunks } from "./vector-fixtures.js";
import { chunkPassages } from "./vector-pages.js";

describe(`where vector hits lie, from the passage index (${testDialect})`, () => {
  let t: TestServer;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestServer();
    ids = await insertChunks(t.ctx.db.kysely, 31, [around(8, 0), around(8, 1), around(8, 2)]);
    for (const [i, id] of ids.entries()) {
      await t.ctx.db.kysely.updateTable("retrieval_chunk").set({ page: i + 2, start_offset: 100 * i, end_offset: 100 * i + 80 }).where("id", "=", id).execute();
    }
  });
  afterAll(() => t.close());

  it("reads each chunk's document, page and offsets, and leaves out a chunk deleted since the search", async () => {
    await t.ctx.db.kysely.deleteFrom("retrieval_chunk").where("id", "=", ids[1]).execute();
    const { rows } = await chunkPassages(t.ctx.db.dialect, ids).execute(t.ctx.db.kysely);
    const read = rows.map((r) => ({ id: Number(r.id), document_id: Number(r.document_id), page: r.page, start: r.start_offset, end: r.end_offset }));
    expect(read.sort((a, b) => a.id - b.id)).toEqual([
      { id: ids[0], document_id: 1, page: 2, start: 0, end: 80 },
      { id: ids[2], document_id: 1, page: 4, start: 200, end: 280 },
    ]);
  });

  it("reads them from the index alone, never from the rows that hold the vectors", async () => {
    const db = t.ctx.db.kysely;
    if (t.ctx.db.dialect === "sqlite") {
      const { rows } = await sql<{ detail: string }>`explain query plan ${chunkPassages("sqlite", ids)}`.execute(db);
      expect(rows.map((r) => r.detail).join("\n")).toContain("USING COVERING INDEX retrieval_chunk_passage_idx");
      return;
    }
    // Index-only scans need the pages marked all-visible (as autovacuum leaves them); a handful of rows would
    // otherwise be read by a sequential scan whatever the indexes. Every other plan stays open to the planner.
    await sql`vacuum analyze retrieval_chunk`.execute(db);
    const plan = await db.connection().execute(async (connection) => {
      await sql`set enable_seqscan = off`.execute(connection);
      const explained = await sql<{ "QUERY PLAN": string }>`explain ${chunkPassages("postgres", ids)}`.execute(connection);
      await sql`reset all`.execute(connection);
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("Index Only Scan using retrieval_chunk_passage_idx");
  });
});
