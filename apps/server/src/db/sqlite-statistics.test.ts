import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { filterDocuments } from "../modules/documents/document-filters.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { refreshSqliteStatistics } from "./sqlite-statistics.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A migrated SQLite library of `count` converted documents spread over five categories, closed again. */
async function libraryOf(count: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-statistics-"));
  folders.push(dataDir);
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await db.close();
  const file = path.join(dataDir, "wenku.db");
  const raw = new SQLite(file);
  addDocuments(raw, 1, count);
  raw.close();
  return file;
}

function addDocuments(raw: SQLite.Database, first: number, count: number) {
  const document = raw.prepare(
    `insert into document (id, uuid, title, user_id, attachment_id, hash, status, created_at, updated_at)
     values (?, ?, ?, 1, 0, ?, 2, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  );
  const category = raw.prepare("insert into document_category (document_id, category_id) values (?, ?)");
  raw.transaction(() => {
    for (let id = first; id < first + count; id++) {
      document.run(id, `u${id}`, `文档 ${id}`, `h${id}`);
      category.run(id, 1 + (id % 5));
    }
  })();
}

/** The rows the planner believes an index holds, or undefined when it has no statistics for it. */
function rowsBelieved(raw: SQLite.Database, index: string): number | undefined {
  const row = raw.prepare("select stat from sqlite_stat1 where idx = ?").get(index) as { stat: string } | undefined;
  return row && Number(row.stat.split(" ")[0]);
}

describe("SQLite planner statistics", () => {
  it("are taken when a database opens with tables never analyzed, and again once a table has grown tenfold", async () => {
    const file = await libraryOf(3_000);
    const db = openDatabase({ dataDir: path.dirname(file) });
    await db.close();
    const raw = new SQLite(file);
    try {
      expect(rowsBelieved(raw, "document_status_idx")).toBeGreaterThan(1_000);
      addDocuments(raw, 3_001, 40_000);
      refreshSqliteStatistics(raw);
      expect(rowsBelieved(raw, "document_status_idx")).toBeGreaterThan(20_000);
    } finally {
      raw.close();
    }
  });

  it("let a category's newest documents be read by the category's document ids, without sorting the category", async () => {
    const file = await libraryOf(20_000);
    const db = openDatabase({ dataDir: path.dirname(file) });
    try {
      const query = filterDocuments(db.kysely.selectFrom("document"), { deleted: false, categoryIds: [3], statuses: [0, 1, 2, 3] })
        .selectAll("document")
        .orderBy("document.id", "desc")
        .limit(11)
        .compile();
      const raw = new SQLite(file, { readonly: true });
      try {
        const plan = (raw.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as Array<{ detail: string }>).map((row) => row.detail);
        expect(plan.join("\n")).toContain("document_category_category_doc_idx");
        expect(plan.join("\n")).not.toContain("TEMP B-TREE FOR ORDER BY");
        const rows = raw.prepare(query.sql).all(...query.parameters) as Array<{ id: number }>;
        expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 11 }, (_, i) => 19_997 - 5 * i));
      } finally {
        raw.close();
      }
    } finally {
      await db.close();
    }
  });
});
