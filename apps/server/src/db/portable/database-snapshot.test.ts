import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabaseSnapshot, type DatabaseSnapshot } from "./database-snapshot.js";
import { encodeRow } from "./row-codec.js";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "wenku-snapshot-"));
const file = path.join(folder, "site.db");
const db = new SQLite(file);
db.pragma("journal_mode = wal");
db.exec(`
  create table kysely_migration (name text primary key);
  create table page_text (id integer primary key, body text, score real, counter integer, note text);
  create table embedding (id integer primary key, model text, vector blob);
`);
const insertText = db.prepare("insert into page_text (body, score, counter, note) values (?, ?, ?, ?)");
const texts: Array<[string, number | null, number | bigint, string | null]> = [
  ['引号 " 反斜杠 \\ 换行\n制表\t', 1 / 3, 9_007_199_254_740_993n, null],
  ["控制字符 \u0000 \u001f 行分隔 \u2028 😀", 0.1, -42, "x"],
  ["", 1e300, 0, ""],
  ["整数列里的小数", null, 1.5, "1.5"],
];
for (const values of texts) insertText.run(...values);
db.prepare("insert into embedding (model, vector) values (?, ?), (?, ?)").run("m", Buffer.from([0, 1, 254, 255]), "n", null);

async function linesOf(snapshot: DatabaseSnapshot, table: string) {
  const lines: string[] = [];
  let columns: string[] = [];
  for await (const batch of snapshot.lines(table)) {
    columns = batch.columns;
    lines.push(...batch.lines);
  }
  return { columns, lines };
}

describe("a SQLite database's snapshot", () => {
  afterAll(() => {
    db.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("writes every row as JSON that reads back as row-codec's line of the same row, binary values included", async () => {
    const snapshot = await openDatabaseSnapshot({ databaseUrl: `sqlite:${file}`, dataDir: folder });
    try {
      expect(snapshot.tables).toEqual(["embedding", "page_text"]);
      for (const table of snapshot.tables) {
        const raw = db.prepare(`select * from ${table}`).raw(true);
        const { columns, lines } = await linesOf(snapshot, table);
        expect(columns).toEqual(raw.columns().map((column) => column.name));
        expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual((raw.all() as unknown[][]).map((row) => JSON.parse(encodeRow(row)) as unknown));
      }
      expect((await linesOf(snapshot, "embedding")).lines[0]).toBe('[1,"m",{"b":"AAH+/w=="}]');
    } finally {
      await snapshot.close();
    }
  });

  it("holds the rows of the moment it opened: a row written meanwhile is not in it", async () => {
    const snapshot = await openDatabaseSnapshot({ databaseUrl: `sqlite:${file}`, dataDir: folder });
    try {
      insertText.run("写在快照之后", 2, 2, null);
      const { lines } = await linesOf(snapshot, "page_text");
      expect(lines).toHaveLength(texts.length);
      expect(lines.join("\n")).not.toContain("写在快照之后");
    } finally {
      await snapshot.close();
    }
  });
});
