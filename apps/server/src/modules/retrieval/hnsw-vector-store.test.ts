import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, testDialect, type TestServer } from "../../test/harness.js";
import { hnswVectorStore } from "./hnsw-vector-store.js";
import { bytesVector, vectorBytes } from "./vector-bytes.js";
import { around as aroundAxis, insertChunks as insertRows } from "./vector-fixtures.js";
import type { VectorStore } from "./vector-store.js";

const DIMENSIONS = 16;

const around = (axis: number, tilt = 0.1) => aroundAxis(DIMENSIONS, axis, tilt);

describe(`the HNSW vector store in its worker thread (${testDialect})`, () => {
  let t: TestServer;
  let folder: string;
  const open: VectorStore[] = [];
  const newStore = () => {
    const store = hnswVectorStore(t.ctx.db.kysely, folder);
    open.push(store);
    return store;
  };
  const insertChunks = (modelId: number, vectors: number[][]) => insertRows(t.ctx.db.kysely, modelId, vectors);

  beforeAll(async () => {
    t = await createTestServer();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-vectors-"));
  });
  afterAll(async () => {
    for (const store of open) await store.close();
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("finds the nearest passages written by anyone, and forgets the removed ones", async () => {
    const store = newStore();
    const ids = await insertChunks(7, [around(0), around(3), around(5)]);
    const hits = await store.search(7, bytesVector(vectorBytes(around(3, 0.2))), 2);
    expect(hits[0].chunkId).toBe(ids[1]);
    expect(hits[0].similarity).toBeGreaterThan(0.95);
    expect(await store.search(8, bytesVector(vectorBytes(around(3))), 2)).toEqual([]);
    await store.removed([ids[1]]);
    const after = await store.search(7, bytesVector(vectorBytes(around(3))), 3);
    expect(after.map((hit) => hit.chunkId)).not.toContain(ids[1]);
    expect(after).toHaveLength(2);
  });

  it("saves the index on close and loads it again, reading only the chunks written since", async () => {
    await open[0].close();
    const file = path.join(folder, `model-7-${DIMENSIONS}.usearch`);
    expect(fs.existsSync(file)).toBe(true);
    const sidecar = JSON.parse(fs.readFileSync(`${file}.json`, "utf8"));
    expect(sidecar).toMatchObject({ modelId: 7, dimensions: DIMENSIONS, size: 2 });

    const [later] = await insertChunks(7, [around(9)]);
    const store = newStore();
    const hits = await store.search(7, bytesVector(vectorBytes(around(9))), 1);
    expect(hits[0].chunkId).toBe(later);
    expect(sidecar.cursor).toBeLessThan(later);
  });

  it("replaces the saved index of a model that is no longer used", async () => {
    const store = open[1];
    const [other] = await insertChunks(9, [around(2), around(12)]);
    expect((await store.search(9, bytesVector(vectorBytes(around(2))), 1))[0].chunkId).toBe(other);
    await store.close();
    expect(fs.readdirSync(folder).sort()).toEqual([`model-9-${DIMENSIONS}.usearch`, `model-9-${DIMENSIONS}.usearch.json`]);
  });
});
