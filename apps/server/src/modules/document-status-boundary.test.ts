import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { documentStatusWrites } from "../test/document-status-writes.js";
import { assertLegalMove, IllegalStatusMove } from "./documents/status-moves.js";

const serverSrc = path.resolve(import.meta.dirname, "..");

/** The only files that write document.status: the named moves, and the creation of a document with its first status. */
const statusWriters = new Set([
  "modules/documents/document-status.ts",
  "modules/documents/create-documents.ts",
]);

function shippedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["test", "migrations"].includes(entry.name) ? [] : shippedFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$|-fixtures\.ts$/.test(entry.name) ? [file] : [];
  });
}

const parse = (file: string, text = fs.readFileSync(file, "utf8")) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

describe("document status is written only through modules/documents/document-status.ts", () => {
  it("finds no other file writing document.status", () => {
    const elsewhere = shippedFiles(serverSrc).flatMap((file) => {
      const rel = path.relative(serverSrc, file);
      const text = fs.readFileSync(file, "utf8");
      if (statusWriters.has(rel) || !text.includes("status")) return [];
      return documentStatusWrites(parse(file, text)).map((write) => `${rel}:${write.line} ${write.how}`);
    });
    expect(elsewhere).toEqual([]);
  });

  it("catches planted status writes from another module", () => {
    const planted = parse(
      path.join(serverSrc, "modules/conversion/planted.ts"),
      [
        'import { setFieldsOfHash } from "../documents/documents-of-hash.js";',
        'await db.updateTable("document").set({ status: 2, updated_at: now }).where("id", "=", 1).execute();',
        'await db.updateTable("document as d").set((eb) => ({ status: eb.val(3) })).execute();',
        "await setFieldsOfHash(db, hash, [1], { status: 2 });",
        "await sql`update document set pages = 1, status = 2 where id = ${id}`.execute(db);",
        'await db.updateTable("document").set({ pages: 2 }).execute();',
        'await db.updateTable("order").set({ status: 2 }).execute();',
      ].join("\n"),
    );
    expect(documentStatusWrites(planted).map((write) => write.line)).toEqual([2, 3, 4, 5]);
  });
});

describe("the table of legal status moves", () => {
  it("allows a listed move and refuses one from or to a status it does not list", () => {
    expect(() => assertLegalMove("markConverted", [0, 1], [2])).not.toThrow();
    expect(() => assertLegalMove("markConverted", [6], [2])).toThrow(IllegalStatusMove);
    expect(() => assertLegalMove("returnToQueue", [1], [3])).toThrow("document status move returnToQueue cannot go to 3 (allowed to: 0)");
    expect(() => assertLegalMove("setByManager", [2], [1])).toThrow(IllegalStatusMove);
  });
});
