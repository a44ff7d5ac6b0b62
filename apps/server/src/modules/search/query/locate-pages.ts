import type { AppContext } from "../../../context.js";
import type { SearchBackend } from "../backend/types.js";
import { keyOfSegment, segmentOfKey } from "../keys.js";
import { matchRanges } from "../text/highlight.js";
import { fillSourceTexts } from "./source-texts.js";
import type { QueryPlan } from "../text/query-plan.js";
import "../tables.js";

export interface PageMatch {
  page: number;
  text: string;
}

const SEGMENTS_TRIED = 3;
/** Items with at most this many segments are searched page by page without asking the index first. */
const SCAN_SEGMENTS = 2;

interface PageRow {
  key: number;
  page: number;
  segment: number;
  text: string;
  length: number;
}

/**
 * The pages of each matching segment with their texts; a segment inside a long page (no page starts in it) yields
 * that page.
 */
async function pagesOfSegments(ctx: AppContext, segments: Map<number, number[]>): Promise<PageRow[]> {
  const db = ctx.db.kysely;
  const wanted = [...new Set([...segments.values()].flat())];
  const rows = (
    await db.selectFrom("search_page").select(["key", "page", "segment", "text", "length"]).where("key", "in", [...segments.keys()]).where("segment", "in", wanted).execute()
  ).filter((r) => segments.get(Number(r.key))!.includes(r.segment));
  for (const [key, list] of segments) {
    for (const segment of list) {
      if (rows.some((r) => Number(r.key) === key && r.segment === segment)) continue;
      const start = await db
        .selectFrom("search_page")
        .select(["key", "page", "segment", "text", "length"])
        .where("key", "=", key)
        .where("segment", "<", segment)
        .orderBy("segment", "desc")
        .orderBy("page", "desc")
        .limit(1)
        .executeTakeFirst();
      if (start) rows.push(start);
    }
  }
  return fillSourceTexts(ctx, rows.map((r) => ({ ...r, key: Number(r.key) })).sort((a, b) => a.key - b.key || a.page - b.page));
}

/**
 * For each item, the first page whose text holds a match: small items are read whole, large ones only in the
 * segments the index says match.
 */
export async function locatePages(
  ctx: AppContext,
  backend: SearchBackend,
  plan: QueryPlan,
  items: Array<{ key: number; segments: number }>,
): Promise<Map<number, PageMatch>> {
  const found = new Map<number, PageMatch>();
  if (items.length === 0) return found;
  const segments = new Map<number, number[]>();
  for (const item of items.filter((i) => i.segments <= SCAN_SEGMENTS)) {
    segments.set(item.key, Array.from({ length: item.segments }, (_, i) => i));
  }
  for (const segKey of await backend.matchingSegments(plan, items.filter((i) => i.segments > SCAN_SEGMENTS))) {
    const list = segments.get(keyOfSegment(segKey)) ?? [];
    if (list.length < SEGMENTS_TRIED) list.push(segmentOfKey(segKey));
    segments.set(keyOfSegment(segKey), list);
  }
  if (segments.size === 0) return found;
  for (const row of await pagesOfSegments(ctx, segments)) {
    if (!found.has(row.key) && matchRanges(row.text, plan.needles).length > 0) found.set(row.key, { page: row.page, text: row.text });
  }
  return found;
}
