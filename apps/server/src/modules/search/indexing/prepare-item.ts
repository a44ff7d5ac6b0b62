import { extGroupOf } from "@wenku/contract";
import type { Insertable } from "kysely";
import type { DialectName } from "../../../db/database.js";
import { indexRows, type IndexRows } from "../backend/index-rows.js";
import type { BodyPart } from "../backend/postings/body-part.js";
import { PartBuilder } from "../backend/postings/part-builder.js";
import { itemKey, segmentKey } from "../keys.js";
import { isPlainText } from "../text/plain-text.js";
import { codePointLength } from "../text/surrogates.js";
import type { IndexableItem } from "../sources.js";
import type { SearchItemTable, SearchPageTable } from "../tables.js";
import { itemTokens, type ItemTokens } from "./item-tokens.js";
import { segmentPages } from "./segment-pages.js";

export interface ItemToWrite {
  docType: 0 | 1;
  item: IndexableItem;
  generation: number;
  /** whether the index keeps the page texts (their source cannot give them back: SearchSource.pageTexts) */
  storeTexts: boolean;
}

/** An item with everything computed that its write needs: no database work left but the statements. */
export interface PreparedItem {
  key: number;
  row: Omit<Insertable<SearchItemTable>, "revision" | "indexed_at">;
  pages: Array<Insertable<SearchPageTable>>;
  rows: IndexRows;
}

/** Items written together, and the part of the body index that holds their segments. */
export interface PreparedBatch {
  items: PreparedItem[];
  body: BodyPart;
}

/** Segments, tokenizes and renders items for a back end; pure, so it may run in a worker thread. */
export function prepareBatch(dialect: DialectName, entries: ItemToWrite[]): PreparedBatch {
  const prepared = entries.map((entry) => prepareItem(dialect, entry)).sort((a, b) => a.item.key - b.item.key);
  const body = new PartBuilder();
  for (const { tokens } of prepared) tokens.segments.forEach((segment, i) => body.addSegment(segmentKey(tokens.key, i), segment.runs));
  return { items: prepared.map((p) => p.item), body: body.build() };
}

function prepareItem(dialect: DialectName, { docType, item, generation, storeTexts }: ItemToWrite): { item: PreparedItem; tokens: ItemTokens } {
  const key = itemKey(docType, item.id);
  const segments = segmentPages(item.pages);
  const texts = new Map(item.pages.map((p) => [p.page, p.text]));
  const tokens = itemTokens(key, item, segments);
  const prepared: PreparedItem = {
    key,
    row: {
      key, doc_type: docType, item_id: item.id, identifier: item.identifier, title: item.title, keywords: item.keywords,
      description: item.description, ext: item.ext, ext_group: docType === 0 ? (extGroupOf(item.ext) ?? "other") : "", language: item.language,
      category_ids: item.category_ids.length ? `,${item.category_ids.join(",")},` : "", user_id: item.user_id, created_at: item.created_at,
      view_count: item.view_count, download_count: item.download_count, score: item.score, price: item.price, pages: item.page_count,
      preview: item.preview,
      size: item.size ?? 0, hash: item.hash ?? "", segments: segments.length, generation,
    },
    pages: segments.flatMap((s, segment) => s.pages.map((page) => {
      const text = texts.get(page) ?? "";
      return { key, page, segment, text: storeTexts ? text : "", length: codePointLength(text), plain: isPlainText(text) ? 1 : 0 };
    })),
    rows: indexRows(dialect, tokens),
  };
  return { item: prepared, tokens };
}
