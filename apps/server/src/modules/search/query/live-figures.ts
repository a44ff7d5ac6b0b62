import type { AppContext } from "../../../context.js";
import type { SearchItemTable } from "../tables.js";

type ItemRef = Pick<SearchItemTable, "doc_type" | "item_id">;

/** What changes too often to be copied into the index: read from the items themselves when hits are shown. */
export interface LiveFigures {
  view_count: number;
  download_count?: number;
  score?: number;
  is_vip?: boolean;
}

const keyOf = (docType: number, id: number) => `${docType}:${id}`;

/** The current counts, rating and VIP flag of the hits' documents and articles, by `doc_type:item_id`. */
export async function liveFigures(ctx: AppContext, rows: ItemRef[]): Promise<Map<string, LiveFigures>> {
  const idsOf = (docType: number) => rows.filter((r) => r.doc_type === docType).map((r) => Number(r.item_id));
  const documentIds = idsOf(0);
  const articleIds = idsOf(1);
  const [documents, articles] = await Promise.all([
    documentIds.length === 0
      ? []
      : ctx.db.kysely.selectFrom("document").select(["id", "view_count", "download_count", "score", "is_vip"]).where("id", "in", documentIds).execute(),
    articleIds.length === 0 ? [] : ctx.db.kysely.selectFrom("article").select(["id", "view_count"]).where("id", "in", articleIds).execute(),
  ]);
  const figures = new Map<string, LiveFigures>();
  for (const d of documents) {
    figures.set(keyOf(0, Number(d.id)), {
      view_count: Number(d.view_count),
      download_count: Number(d.download_count),
      score: Number(d.score),
      is_vip: Number(d.is_vip) === 1,
    });
  }
  for (const a of articles) figures.set(keyOf(1, Number(a.id)), { view_count: Number(a.view_count) });
  return figures;
}

export function liveFiguresOf(figures: Map<string, LiveFigures>, row: ItemRef): LiveFigures | undefined {
  return figures.get(keyOf(row.doc_type, Number(row.item_id)));
}
