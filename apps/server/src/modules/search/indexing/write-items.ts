import { extGroupOf } from "@wenku/contract";
import type { AppContext } from "../../../context.js";
import { nowIso } from "../../../db/columns.js";
import { searchBackend } from "../backend/select-backend.js";
import { itemKey } from "../keys.js";
import type { IndexableItem } from "../sources.js";
import { itemTokens } from "./item-tokens.js";
import { segmentPages } from "./segment-pages.js";
import "../tables.js";

export interface ItemToWrite {
  docType: 0 | 1;
  item: IndexableItem;
  generation: number;
}

const PAGE_ROWS_PER_INSERT = 200;

function itemRow(entry: ItemToWrite, key: number, segments: number, now: string, revision: number) {
  const { item, docType } = entry;
  return {
    key,
    doc_type: docType,
    item_id: item.id,
    identifier: item.identifier,
    title: item.title,
    keywords: item.keywords,
    description: item.description,
    ext: item.ext,
    ext_group: docType === 0 ? (extGroupOf(item.ext) ?? "other") : "",
    language: item.language,
    category_ids: item.category_ids.length ? `,${item.category_ids.join(",")},` : "",
    user_id: item.user_id,
    created_at: item.created_at,
    view_count: item.view_count,
    download_count: item.download_count,
    score: item.score,
    price: item.price,
    pages: item.page_count,
    size: item.size ?? 0,
    hash: item.hash ?? "",
    segments,
    generation: entry.generation,
    revision,
    indexed_at: now,
  };
}

/**
 * Puts items into the index, replacing what it held for them: the stored item and page texts, and the back end's
 * rows. Tokenizing happens before the transaction, so writers hold the database briefly.
 */
export async function writeItems(ctx: AppContext, entries: ItemToWrite[]): Promise<void> {
  if (entries.length === 0) return;
  const now = nowIso();
  const prepared = entries.map((entry) => {
    const key = itemKey(entry.docType, entry.item.id);
    const segments = segmentPages(entry.item.pages);
    const pageRows = segments.flatMap((s, segment) => s.pages.map((page) => ({ key, page, segment })));
    const texts = new Map(entry.item.pages.map((p) => [p.page, p.text]));
    return {
      key,
      row: (revision: number) => itemRow(entry, key, segments.length, now, revision),
      pages: pageRows.map((p) => ({ ...p, text: texts.get(p.page) ?? "" })),
      tokens: itemTokens(key, entry.item, segments),
    };
  });
  const keys = prepared.map((p) => p.key);
  const backend = searchBackend(ctx);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const { revision } = await trx
      .updateTable("search_state")
      .set((eb) => ({ revision: eb("revision", "+", 1) }))
      .where("id", "=", 1)
      .returning("revision")
      .executeTakeFirstOrThrow();
    const previous = await trx.selectFrom("search_item").select(["key", "segments"]).where("key", "in", keys).execute();
    await backend.remove(trx, new Map(previous.map((p) => [Number(p.key), p.segments])));
    await trx.deleteFrom("search_page").where("key", "in", keys).execute();
    await trx.deleteFrom("search_item").where("key", "in", keys).execute();
    await trx.insertInto("search_item").values(prepared.map((p) => p.row(Number(revision)))).execute();
    const pages = prepared.flatMap((p) => p.pages);
    for (let i = 0; i < pages.length; i += PAGE_ROWS_PER_INSERT) {
      await trx.insertInto("search_page").values(pages.slice(i, i + PAGE_ROWS_PER_INSERT)).execute();
    }
    await backend.write(trx, prepared.map((p) => p.tokens));
  });
}
