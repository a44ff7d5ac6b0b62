import type { SearchHit } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { AppContext } from "../../../context.js";
import type { SearchBackend } from "../backend/types.js";
import type { SearchItemTable } from "../tables.js";
import { fragment, highlight, matchRanges } from "../text/highlight.js";
import type { QueryPlan } from "../text/query-plan.js";
import { liveFigures, liveFiguresOf } from "./live-figures.js";
import { locatePages } from "./locate-pages.js";
import type { OrderedKey } from "./page-keys.js";

export type ItemRow = Selectable<SearchItemTable>;

export function categoryIdsOf(row: Pick<ItemRow, "category_ids">): number[] {
  return row.category_ids.split(",").filter(Boolean).map(Number);
}

/** The stored fields of a hit as the API shows them (no highlighting). */
export function hitFields(row: ItemRow): Omit<SearchHit, "title" | "title_highlight" | "description" | "page"> {
  return {
    id: Number(row.item_id),
    doc_type: row.doc_type,
    identifier: row.identifier,
    ...(row.doc_type === 0 ? { uuid: row.identifier } : {}),
    keywords: row.keywords,
    ext: row.ext,
    language: row.language,
    pages: row.pages,
    size: Number(row.size),
    price: row.price,
    score: row.score,
    view_count: Number(row.view_count),
    download_count: Number(row.download_count),
    user_id: Number(row.user_id),
    category_id: categoryIdsOf(row),
    ...(row.hash ? { attachment: { hash: row.hash } } : {}),
    created_at: row.created_at,
  };
}

/** Whether strangers may read a page of an item (its preview; 0 = every page). */
const isReadable = (row: ItemRow, page: number) => row.preview <= 0 || page <= row.preview;

/**
 * The hits of one page in order: the title, plain and highlighted, a description (its own when it matches, else a fragment of
 * the first matching page) and that page's number. A page beyond the preview is named but never quoted.
 */
export async function presentHits(
  ctx: AppContext,
  backend: SearchBackend,
  plan: QueryPlan,
  ordered: OrderedKey[],
  fragmentLength: number,
): Promise<SearchHit[]> {
  if (ordered.length === 0) return [];
  const rows = await ctx.db.kysely.selectFrom("search_item").selectAll().where("key", "in", ordered.map((o) => o.key)).execute();
  const byKey = new Map(rows.map((r) => [Number(r.key), r]));
  const present = ordered.map((o) => byKey.get(o.key)).filter((r): r is ItemRow => r !== undefined);
  const [pages, figures] = await Promise.all([
    locatePages(ctx, backend, plan, present.map((r) => ({ key: Number(r.key), segments: r.segments }))),
    liveFigures(ctx, present),
  ]);
  return present.map((row) => {
    const page = pages.get(Number(row.key));
    const ownDescription = matchRanges(row.description, plan.needles).length > 0;
    const quotePage = page && !ownDescription && isReadable(row, page.page);
    const description = fragment(quotePage ? page.text : row.description, plan.needles, fragmentLength);
    const live = liveFiguresOf(figures, row);
    return {
      ...hitFields(row),
      ...live,
      ...(row.doc_type === 0 ? { is_vip: live?.is_vip ?? false } : {}),
      title: row.title,
      title_highlight: highlight(row.title, plan.needles),
      description: description.html,
      page: page?.page ?? 0,
    };
  });
}
