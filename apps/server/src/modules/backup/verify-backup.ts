import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Storage } from "../storage/storage.js";
import type { RepositoryCipher } from "./repository-cipher.js";
import { filesKey, readLines, type FileEntry, type Manifest } from "./snapshot-layout.js";

async function hashOf(site: Storage, key: string): Promise<string | undefined> {
  const body = await site.read(key);
  if (!body) return undefined;
  const hash = crypto.createHash("sha256");
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** `count` entries drawn evenly at random from the list (reservoir sampling), or all when count is undefined. */
function sampled<T>(entries: T[], count: number | undefined): T[] {
  if (count === undefined || count >= entries.length) return entries;
  const chosen = entries.slice(0, count);
  for (let i = count; i < entries.length; i++) {
    const j = crypto.randomInt(i + 1);
    if (j < count) chosen[j] = entries[i];
  }
  return chosen;
}

/**
 * Compares the configured site with a snapshot and names every difference: rows per table, each member's balance
 * against the sum of their credit ledger, and the stored files' SHA-256 (all, or a random sample).
 */
export async function verifyBackup(
  target: { db: Db; site: Storage },
  repository: Storage,
  cipher: RepositoryCipher,
  manifest: Manifest,
  options: { sample?: number } = {},
): Promise<string[]> {
  const differences: string[] = [];
  for (const [table, entry] of Object.entries(manifest.tables)) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(target.db.kysely).catch(() => ({ rows: [] }));
    const count = rows[0] === undefined ? undefined : Number(rows[0].n);
    if (count === undefined) differences.push(`数据表 ${table} 不存在 / table missing`);
    else if (count !== entry.rows) differences.push(`数据表 ${table}：站点 ${count} 行，备份 ${entry.rows} 行`);
  }
  const { rows: unbalanced } = await sql<{ id: number; credit_count: number; ledger: number }>`
    select u.id, u.credit_count, coalesce(sum(l.delta), 0) as ledger from ${sql.table("user")} u
    left join credit_ledger l on l.user_id = u.id group by u.id, u.credit_count
    having u.credit_count <> coalesce(sum(l.delta), 0)`.execute(target.db.kysely);
  for (const row of unbalanced) differences.push(`用户 ${row.id} 的魔豆 ${row.credit_count} 不等于流水之和 ${Number(row.ledger)}`);
  const files: FileEntry[] = [];
  for await (const entry of readLines<FileEntry>(repository, cipher, filesKey(manifest.id), manifest.files.sha256)) files.push(entry);
  for (const [key, sha256] of sampled(files, options.sample)) {
    const actual = await hashOf(target.site, key);
    if (actual === undefined) differences.push(`文件缺失 / missing file ${key}`);
    else if (actual !== sha256) differences.push(`文件内容不同 / file differs ${key}`);
  }
  return differences;
}
