import { advertisementOrderColumns, type Advertisement, type AdvertisementListQuery } from "@wenku/contract";
import { sql } from "kysely";
import type { AppContext } from "../../context.js";
import { countRows, keywordMatch, pageWindow, parseOrder, pickFields } from "../../db/list-query.js";
import { toAdvertisement } from "./advertisement-view.js";
import "./tables.js";

/** The back office's list: every ad, filtered by position, enable and keyword (title, content, remark). */
export async function listAdvertisements(ctx: AppContext, query: AdvertisementListQuery): Promise<{ total: number; advertisement: Array<Partial<Advertisement>> }> {
  let base = ctx.db.kysely.selectFrom("advertisement");
  if (query.position.length) base = base.where("position", "in", query.position);
  if (query.enable.length) base = base.where("enable", "in", query.enable.map((e) => (e ? 1 : 0)));
  if (query.wd?.trim()) base = base.where(keywordMatch(["title", "content", "remark"], query.wd.trim()));
  const { limit, offset } = pageWindow(query.page, query.size, { max: 1000 });
  // `order=start_time desc`: a known column (any case) and direction, else the newest first.
  const { column, direction } = parseOrder(query.order?.toLowerCase(), advertisementOrderColumns, { column: "id", direction: "desc" });
  const [count, rows] = await Promise.all([
    countRows(base),
    base
      .selectAll()
      // Empty times (no bound) sort as the smallest value on both databases (PostgreSQL puts NULL last otherwise).
      .orderBy(sql`case when ${sql.ref(column)} is null then 0 else 1 end`, direction)
      .orderBy(column, direction)
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { total: count, advertisement: rows.map((row) => pickFields(toAdvertisement(row), query.field)) };
}
