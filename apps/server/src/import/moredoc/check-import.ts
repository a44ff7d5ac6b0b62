import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { keyOfPath } from "../../modules/storage/keys.js";
import { storageFor } from "../../modules/storage/storage-for.js";
import { PRO_TABLES } from "./pro-tables.js";
import type { MoredocSource } from "./source.js";
import { readState } from "./state.js";
import "./tables.js";

/** Source table → our table where every source row not left out is one row of ours, and the step that wrote it. */
const ONE_TO_ONE: Array<[source: string, target: string]> = [
  ["user", "user"], ["user_group", "user_group"], ["category", "category"], ["attachment", "attachment"], ["document", "document"],
  ["document_category", "document_category"], ["document_score", "document_score"], ["download", "download"], ["favorite", "favorite"],
  ["comment", "comment"], ["report", "report"], ["punishment", "punishment"], ["article", "article"], ["article_category", "article_category"],
  ["banner", "banner"], ["navigation", "navigation"], ["friendlink", "friendlink"], ["advertisement", "advertisement"], ["sign", "sign"],
  ["search_record", "search_record"], ...PRO_TABLES.map((pro): [string, string] => [pro.source, pro.target]),
];

async function md5Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash("md5");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Rows of ours; for a table with ids, those in the source's range (a new site's own pages sit above it). */
async function countTarget(ctx: AppContext, source: MoredocSource, sourceTable: string, table: string): Promise<number> {
  if (!(await source.columns(sourceTable)).has("id") || ID_LESS.has(table)) {
    return Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(ctx.db.kysely)).rows[0].n);
  }
  const max = Number((await source.query(`select coalesce(max(id), 0) as m from \`${source.tableName(sourceTable)}\``))[0].m);
  return Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where id <= ${max}`.execute(ctx.db.kysely)).rows[0].n);
}

/** Our tables keyed by the pair they join, without an id of their own. */
const ID_LESS = new Set(["user_group", "document_category", "article_category"]);

async function skippedOf(ctx: AppContext, step: string): Promise<number> {
  return (await readState(ctx.db.kysely, step)).skipped;
}

/**
 * Checks a finished import against its source: every table's rows (those imported plus those left out with a
 * reason make the source's count), the credits (the same sum, and every balance the sum of its ledger), and a
 * sample of files read back from storage by their MD5. Returns each difference found; none means the check passed.
 */
export async function checkImport(ctx: AppContext, source: MoredocSource, filesDir: string, sample = 20): Promise<{ lines: string[]; differences: string[] }> {
  const lines: string[] = [];
  const differences: string[] = [];
  if (!(await readState(ctx.db.kysely, "finish")).done) differences.push("导入尚未完成（再次运行 import:moredoc 以继续）");
  for (const [sourceTable, target] of ONE_TO_ONE) {
    if (!source.has(sourceTable)) continue;
    const [expected, skipped, actual] = await Promise.all([source.count(sourceTable), skippedOf(ctx, sourceTable), countTarget(ctx, source, sourceTable, target)]);
    lines.push(`${sourceTable.padEnd(20)} 来源 ${expected}，跳过 ${skipped}，Wenku ${actual}`);
    if (expected - skipped !== actual) differences.push(`${sourceTable}: 来源 ${expected} 行，跳过 ${skipped} 行，Wenku 中 ${actual} 行`);
  }
  const sourceCredits = await source.query(`select coalesce(sum(credit_count), 0) as total from \`${source.tableName("user")}\``);
  const ourCredits = await sql<{ total: number | string }>`select coalesce(sum(credit_count), 0) as total from "user"`.execute(ctx.db.kysely);
  const ledgerOff = await sql<{ n: number | string }>`
    select count(*) as n from "user" u
    where u.credit_count <> (select coalesce(sum(l.delta), 0) from credit_ledger l where l.user_id = u.id)`.execute(ctx.db.kysely);
  lines.push(`积分合计：来源 ${Number(sourceCredits[0].total)}，Wenku ${Number(ourCredits.rows[0].total)}`);
  if (Number(sourceCredits[0].total) !== Number(ourCredits.rows[0].total)) differences.push(`积分合计不同：来源 ${Number(sourceCredits[0].total)}，Wenku ${Number(ourCredits.rows[0].total)}`);
  if (Number(ledgerOff.rows[0].n) > 0) differences.push(`${Number(ledgerOff.rows[0].n)} 个用户的积分余额不等于积分流水之和`);
  const files = await source.query(
    `select id, hash, path from \`${source.tableName("attachment")}\` where type = 2 and deleted_at is null order by rand() limit ?`,
    [sample],
  );
  const storage = storageFor(ctx);
  let checked = 0;
  for (const file of files) {
    const key = keyOfPath(String(file.path));
    if (!fs.existsSync(path.join(filesDir, key))) continue;
    const stored = await storage.read(key);
    const digest = stored ? await md5Of(stored) : "";
    checked++;
    if (digest !== String(file.hash).toLowerCase()) differences.push(`文件 ${key}：${stored ? `MD5 为 ${digest}` : "不在存储中"}，应为 ${String(file.hash)}`);
  }
  lines.push(`抽查文件 ${checked} 个（按 MD5）`);
  return { lines, differences };
}
