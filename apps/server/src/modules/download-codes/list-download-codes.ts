import type { DownloadCode, downloadCodeListQuerySchema } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow } from "../../db/list-query.js";
import type { DownloadCodeTable } from "./tables.js";

export type DownloadCodeListQuery = z.output<typeof downloadCodeListQuerySchema>;

function toDownloadCode(row: Selectable<DownloadCodeTable>, usedUsername: string): DownloadCode {
  return {
    id: Number(row.id),
    code: row.code,
    status: row.status,
    remark: row.remark,
    created_by: Number(row.created_by),
    used_by: Number(row.used_by),
    used_username: usedUsername,
    document_id: Number(row.document_id),
    order_no: row.order_no,
    ...(row.used_at ? { used_at: row.used_at } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** GET /api/v1/downloadcode/list: codes newest first, by status and a keyword in the code, remark or order number. */
export async function listDownloadCodes(ctx: AppContext, filter: DownloadCodeListQuery): Promise<{ total: number; download_code: DownloadCode[] }> {
  let base = ctx.db.kysely.selectFrom("download_code").leftJoin("user", "user.id", "download_code.used_by");
  if (filter.status.length) base = base.where("download_code.status", "in", filter.status);
  const wd = filter.wd?.trim();
  if (wd) base = base.where(keywordMatch(["download_code.code", "download_code.remark", "download_code.order_no"], wd));
  const { limit, offset } = pageWindow(filter.page, filter.size, { max: 1000 });
  const [count, rows] = await Promise.all([
    countRows(base),
    base.selectAll("download_code").select("user.username").orderBy("download_code.id", "desc").limit(limit).offset(offset).execute(),
  ]);
  return { total: count, download_code: rows.map((row) => toDownloadCode(row, row.username ?? "")) };
}
