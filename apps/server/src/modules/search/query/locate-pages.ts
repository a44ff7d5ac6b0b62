import type { AppContext } from "../../../context.js";
import type { SearchBackend } from "../backend/types.js";
import { keyOfSegment, segmentOfKey } from "../keys.js";
import { matchRanges } from "../text/highlight.js";
import type { QueryPlan } from "../text/query-plan.js";
import "../tables.js";

export interface PageMatch {
  page: number;
  text: string;
}

const SEGMENTS_TRIED = 3;

/**
 * For each item, the first page whose text holds a match: found among the pages of the item's matching body
 * segments (a long page that began in an earlier segment counts for the later ones too).
 */
export async function locatePages(
  ctx: AppContext,
  backend: SearchBackend,
  plan: QueryPlan,
  items: Array<{ key: number; segments: number }>,
): Promise<Map<number, PageMatch>> {
  const found = new Map<number, PageMatch>();
  if (items.length === 0) return found;
  const segmentsByKey = new Map<number, number[]>();
  for (const segKey of await backend.matchingSegments(plan, items)) {
    const list = segmentsByKey.get(keyOfSegment(segKey)) ?? [];
    if (list.length < SEGMENTS_TRIED) list.push(segmentOfKey(segKey));
    segmentsByKey.set(keyOfSegment(segKey), list);
  }
  for (const [key, segments] of segmentsByKey) {
    const last = Math.max(...segments);
    const start = await ctx.db.kysely
      .selectFrom("search_page")
      .select("segment")
      .where("key", "=", key)
      .where("segment", "<=", Math.min(...segments))
      .orderBy("segment", "desc")
      .limit(1)
      .executeTakeFirst();
    const pages = await ctx.db.kysely
      .selectFrom("search_page")
      .select(["page", "text"])
      .where("key", "=", key)
      .where("segment", ">=", start?.segment ?? 0)
      .where("segment", "<=", last)
      .orderBy("page")
      .execute();
    const hit = pages.find((p) => matchRanges(p.text, plan.needles).length > 0);
    if (hit) found.set(key, { page: hit.page, text: hit.text });
  }
  return found;
}
