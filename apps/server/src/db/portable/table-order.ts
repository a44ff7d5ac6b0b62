import { sql } from "kysely";
import type { Db } from "../database.js";

/** Each table's parents: the tables its foreign keys point to (itself left out). */
async function foreignKeyParents(db: Db): Promise<Map<string, Set<string>>> {
  const rows =
    db.dialect === "postgres"
      ? (
          await sql<{ child: string; parent: string }>`
            select c.relname as child, p.relname as parent from pg_constraint k
            join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
            join pg_namespace n on n.oid = c.relnamespace
            where k.contype = 'f' and n.nspname = current_schema()`.execute(db.kysely)
        ).rows
      : (
          await sql<{ child: string; parent: string }>`
            select m.name as child, f."table" as parent from sqlite_master m, pragma_foreign_key_list(m.name) f
            where m.type = 'table'`.execute(db.kysely)
        ).rows;
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of rows) {
    if (child === parent) continue;
    if (!parents.has(child)) parents.set(child, new Set());
    parents.get(child)!.add(parent);
  }
  return parents;
}

/** The tables in an order where every table comes after the tables its foreign keys point to. */
export async function parentsFirst(db: Db, tables: string[]): Promise<string[]> {
  const parents = await foreignKeyParents(db);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (tables.includes(parent)) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) place(table);
  return ordered;
}
