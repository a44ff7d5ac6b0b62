import type { SearchRecord } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../../context.js";
import { countRows } from "../../../db/list-query.js";
import { parseDateRange } from "../query/date-range.js";
import "../tables.js";

export interface RecordFilters {
  page?: number;
  size?: number;
  keywords?: string;
  user_id: number[];
  ip?: string;
  created_at: string[];
}

/** Search records, newest first, with the searcher's username; `keywords` is a case-insensitive "contains". */
export async function listSearchRecords(ctx: AppContext, f: RecordFilters): Promise<{ total: number; search_record: SearchRecord[] }> {
  const size = Math.min(Math.max(f.size ?? 10, 1), 1000);
  const range = parseDateRange(f.created_at);
  let query = ctx.db.kysely.selectFrom("search_record as r");
  const keyword = f.keywords?.trim().toLowerCase();
  if (keyword) query = query.where(sql<boolean>`lower(r.keywords) like ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  if (f.user_id.length) query = query.where("r.user_id", "in", f.user_id);
  if (f.ip?.trim()) query = query.where("r.ip", "=", f.ip.trim());
  if (range.from) query = query.where("r.created_at", ">=", range.from);
  if (range.to) query = query.where("r.created_at", "<=", range.to);
  const total = await countRows(query);
  const rows = await query
    .leftJoin("user as u", "u.id", "r.user_id")
    .select(["r.id", "r.keywords", "r.total", "r.page", "r.user_id", "r.ip", "r.user_agent", "r.spend_time", "r.created_at", "u.username"])
    .orderBy("r.id", "desc")
    .limit(size)
    .offset((Math.max(f.page ?? 1, 1) - 1) * size)
    .execute();
  return {
    total,
    search_record: rows.map((r) => ({
      id: Number(r.id),
      user_id: Number(r.user_id),
      username: r.username ?? "",
      ip: r.ip,
      total: r.total,
      page: r.page,
      user_agent: r.user_agent,
      keywords: r.keywords,
      spend_time: Number(r.spend_time),
      created_at: r.created_at,
      updated_at: r.created_at,
    })),
  };
}
