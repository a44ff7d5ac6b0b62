import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../database.js";
import { compareTables } from "./compare-tables.js";
import { readDeclaredTables } from "./declared-tables.js";
import { readMigratedTables } from "./migrated-tables.js";
import type { DeclaredColumn, MigratedColumn, Table } from "./table-shape.js";

// A file beside this one, held in memory only, so that `kysely` resolves as it does for the real table types.
const syntheticFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "synthetic-tables.ts");
const syntheticSource = `
import type { ColumnType, Generated } from "kysely";
type Flag = 0 | 1;
interface Stamped { created_at: string }
interface NoteTable extends Stamped {
  id: Generated<number>;
  title: string;
  body: string | null;
  pinned: Generated<Flag>;
  slug: ColumnType<string | null, string, string>;
  note?: string;
  data: Uint8Array;
}
export interface Database { note: NoteTable }
`;

const declaredNotes = () => readDeclaredTables({ files: [syntheticFile], root: { file: syntheticFile, name: "Database" }, inMemory: new Map([[syntheticFile, syntheticSource]]) });

const column = (name: string, kind: MigratedColumn["kind"], extra: Partial<MigratedColumn> = {}): MigratedColumn => ({
  name, kind, nullable: false, hasDefault: false, autoIncrementing: false, ...extra,
});

describe("reading the declared table types", () => {
  it("resolves Generated, ColumnType, unions, optional properties and inherited columns", () => {
    const [note] = declaredNotes();
    const byName = Object.fromEntries(note.columns.map((c) => [c.name, c]));
    expect(note.name).toBe("note");
    expect(byName).toEqual({
      id: { name: "id", kind: "number", nullable: false, optionalOnInsert: true },
      title: { name: "title", kind: "string", nullable: false, optionalOnInsert: false },
      body: { name: "body", kind: "string", nullable: true, optionalOnInsert: false },
      pinned: { name: "pinned", kind: "number", nullable: false, optionalOnInsert: true },
      slug: { name: "slug", kind: "string", nullable: true, optionalOnInsert: false },
      note: { name: "note", kind: "string", nullable: false, optionalOnInsert: true },
      data: { name: "data", kind: "bytes", nullable: false, optionalOnInsert: false },
      created_at: { name: "created_at", kind: "string", nullable: false, optionalOnInsert: false },
    } satisfies Record<string, DeclaredColumn>);
  });
});

describe("comparing declared and migrated tables", () => {
  const declared: Array<Table<DeclaredColumn>> = [
    {
      name: "note",
      columns: [
        { name: "id", kind: "number", nullable: false, optionalOnInsert: true },
        { name: "title", kind: "string", nullable: false, optionalOnInsert: false },
        { name: "body", kind: "string", nullable: true, optionalOnInsert: false },
        { name: "pinned", kind: "number", nullable: false, optionalOnInsert: false },
        { name: "views", kind: "number", nullable: false, optionalOnInsert: true },
        { name: "gone", kind: "string", nullable: false, optionalOnInsert: false },
      ],
    },
    { name: "vector", columns: [] },
    { name: "ghost", columns: [] },
  ];

  it("finds nothing when both sides agree", () => {
    const agreeing = [{ name: "note", columns: [column("id", "number", { autoIncrementing: true }), column("title", "string")] }];
    const sameDeclared = [{ name: "note", columns: declared[0].columns.slice(0, 2) }];
    expect(compareTables(sameDeclared, agreeing)).toEqual([]);
  });

  it("names the table and column of every planted difference", () => {
    const migrated: Array<Table<MigratedColumn>> = [
      {
        name: "note",
        columns: [
          column("id", "number", { autoIncrementing: true }),
          column("title", "string", { nullable: true }),
          column("body", "number", { nullable: false }),
          column("pinned", "number", { hasDefault: true }),
          column("views", "number"),
          column("extra", "string"),
        ],
      },
      { name: "stray", columns: [] },
    ];
    expect(compareTables(declared, migrated, { notMigrated: new Set(["vector"]) })).toEqual([
      "note.title: the column is nullable, declared without | null",
      "note.body: declared string, the database holds number",
      "note.body: declared nullable, the column is NOT NULL",
      "note.pinned: the column has a default, declared without Generated<…>",
      "note.views: declared Generated (left out of inserts), the column is NOT NULL without a default",
      "note.gone: declared, but the table has no such column",
      "note.extra: in the database, not declared",
      "ghost: declared, but no migration creates it",
      "stray: in the database, not declared",
    ]);
  });
});

describe("a planted mismatch between a table type and a real SQLite table", () => {
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-table-types-"));
    db = openDatabase({ dataDir });
    await sql`create table note (
      id integer primary key autoincrement, title text not null, body text, pinned integer not null default 0,
      slug text, note text not null default '', data blob not null, created_at integer not null)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails naming the table and column whose kind differs", async () => {
    const migrated = await readMigratedTables(db.kysely as unknown as Kysely<unknown>, "sqlite");
    expect(compareTables(declaredNotes(), migrated)).toEqual([
      "note.created_at: declared string, the database holds number",
    ]);
  });
});
