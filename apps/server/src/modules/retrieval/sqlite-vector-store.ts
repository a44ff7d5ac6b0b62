import Database from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import * as sqliteVec from "sqlite-vec";
import type { Database as Schema } from "../../db/schema.js";
import type { VectorHit, VectorStore } from "./vector-store.js";

const tableOf = (dimensions: number) => `retrieval_vec_${dimensions}`;

/**
 * sqlite-vec: a vec0 table per vector length (`retrieval_vec_<n>`, cosine distance, model and document as metadata
 * columns) in the database file, through a connection of its own that has the extension loaded (the server's
 * connection has not, and never touches these tables). rowid = retrieval_chunk.id.
 */
export function sqliteVectorStore(kysely: Kysely<Schema>): VectorStore {
  let opened: Promise<Database.Database> | undefined;
  const connection = () =>
    (opened ??= (async () => {
      const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(kysely);
      const db = new Database(rows[0]!.file);
      db.pragma("busy_timeout = 5000");
      sqliteVec.load(db);
      return db;
    })());
  const tables = (db: Database.Database) =>
    db.prepare<[], string>("select name from sqlite_master where name glob 'retrieval_vec_*' and sql like 'create virtual table%'").pluck().all();
  const ensure = (db: Database.Database, dimensions: number) =>
    db.exec(`create virtual table if not exists ${tableOf(dimensions)} using vec0(embedding float[${dimensions}] distance_metric=cosine, model_id integer, document_id integer)`);

  return {
    async added(chunks) {
      if (chunks.length === 0) return;
      const db = await connection();
      const inserts = new Map<number, Database.Statement>();
      const insertFor = (dimensions: number) => {
        if (!inserts.has(dimensions)) {
          ensure(db, dimensions);
          inserts.set(dimensions, db.prepare(`insert or replace into ${tableOf(dimensions)} (rowid, embedding, model_id, document_id) values (?, ?, ?, ?)`));
        }
        return inserts.get(dimensions)!;
      };
      db.transaction(() => {
        for (const chunk of chunks) insertFor(chunk.vector.length).run(BigInt(chunk.id), chunk.vector, BigInt(chunk.modelId), BigInt(chunk.documentId));
      })();
    },
    async removed(chunkIds) {
      if (chunkIds.length === 0) return;
      const db = await connection();
      db.transaction(() => {
        for (const table of tables(db)) {
          const remove = db.prepare(`delete from ${table} where rowid = ?`);
          for (const id of chunkIds) remove.run(BigInt(id));
        }
      })();
    },
    async search(modelId, vector, k): Promise<VectorHit[]> {
      const db = await connection();
      if (!tables(db).includes(tableOf(vector.length))) return [];
      const rows = db
        .prepare<[Float32Array, number, bigint], { rowid: number; distance: number }>(
          `select rowid, distance from ${tableOf(vector.length)} where embedding match ? and k = ? and model_id = ?`,
        )
        .all(vector, k, BigInt(modelId));
      return rows.map((r) => ({ chunkId: Number(r.rowid), similarity: 1 - r.distance }));
    },
    async close() {
      if (opened) (await opened).close();
      opened = undefined;
    },
  };
}
