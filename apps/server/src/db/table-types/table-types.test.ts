import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openUnmigratedDatabase, type UnmigratedDatabase } from "../../test/unmigrated-database.js";
import { migrateToLatest } from "../migrate.js";
import { compareTables } from "./compare-tables.js";
import { readDeclaredTables } from "./declared-tables.js";
import { readMigratedTables } from "./migrated-tables.js";

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const schemaRoot = path.join(serverSrc, "db/schema.ts");

/** Declared tables no migration creates on a database: the other search back end's, and pgvector's (made at start). */
const notMigratedOn: Record<"sqlite" | "postgres", string[]> = {
  sqlite: ["search_pg_meta", "retrieval_vector"],
  postgres: ["search_fts_rank", "retrieval_vector"],
};

/** Shipped files that augment the schema root's `interface Database` (modules' tables.ts, db/core-tables.ts, …). */
function tableFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : tableFiles(file);
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) return [];
    return /\binterface Database\s*\{/.test(fs.readFileSync(file, "utf8")) ? [file] : [];
  });
}

describe("the declared table types match the migrated schema", () => {
  let database: UnmigratedDatabase;

  beforeAll(async () => {
    database = await openUnmigratedDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database?.close());

  it("has the same tables and columns, nullability, kinds and defaults", async () => {
    const dialect = database.db.dialect;
    const declared = readDeclaredTables({ files: tableFiles(serverSrc), root: { file: schemaRoot, name: "Database" } });
    const migrated = await readMigratedTables(database.db.kysely as unknown as Kysely<unknown>, dialect);
    expect(declared.length).toBeGreaterThan(70);
    expect(compareTables(declared, migrated, { notMigrated: new Set(notMigratedOn[dialect]) })).toEqual([]);
  });
});
