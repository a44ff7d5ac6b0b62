import type { z } from "zod";
import type { downloadSchema } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { countRows, pageWindow } from "../../db/list-query.js";

export type DownloadView = z.infer<typeof downloadSchema>;

/** The caller's downloads, newest first, with the title, type and size of each document still stored. */
export async function listUserDownloads(ctx: AppContext, userId: number, page: number, size: number): Promise<{ total: number; download: DownloadView[] }> {
  const base = ctx.db.kysely
    .selectFrom("download as dl")
    .innerJoin("document as d", "d.id", "dl.document_id")
    .where("dl.user_id", "=", userId);
  const { limit, offset } = pageWindow(page, size, { min: 1, max: 100 });
  const rows = await base
    .select(["dl.id", "dl.user_id", "dl.document_id", "dl.ip", "dl.is_pay", "dl.price", "dl.created_at", "dl.updated_at"])
    .select(["d.title", "d.ext", "d.score", "d.size", "d.pages", "d.uuid"])
    .orderBy("dl.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await countRows(base);
  return {
    total,
    download: rows.map((r) => ({
      id: Number(r.id),
      user_id: Number(r.user_id),
      document_id: Number(r.document_id),
      ip: r.ip,
      is_pay: r.is_pay === 1,
      price: r.price,
      title: r.title,
      ext: r.ext,
      score: r.score,
      size: Number(r.size),
      pages: r.pages,
      document_uuid: r.uuid,
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
  };
}
