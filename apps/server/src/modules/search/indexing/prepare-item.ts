import { extGroupOf } from "@wenku/contract";
import type { Insertable } from "kysely";
import type { DialectName } from "../../../db/database.js";
import { indexRows, type IndexRows } from "../backend/index-rows.js";
import { itemKey } from "../keys.js";
import { isPlainText } from "../text/plain-text.js";
import type { IndexableItem } from "../sources.js";
import type { SearchItemTable, SearchPageTable } from "../tables.js";
import { itemTokens } from "./item-tokens.js";
import { segmentPages } from "./segment-pages.js";

export interface ItemToWrite {
  docType: 0 | 1;
  item: IndexableItem;
  generation: number;
}

/** An item with everything computed that its write needs: no database work left but the statements. */
export interface PreparedItem {
  key: number;
  row: Omit<Insertable<SearchItemTable>, "revision" | "indexed_at">;
  pages: Array<Insertable<SearchPageTable>>;
  rows: IndexRows;
}

/** Segments, tokenizes and renders one item for a back end; pure, so it may run in a worker thread. */
export function prepareItem(dialect: DialectName, { docType, item, generation }: ItemToWrite): PreparedItem {
  const key = itemKey(docType, item.id);
  const segments = segmentPages(item.pages);
  const texts = new Map(item.pages.map((p) => [p.page, p.text]));
  return {
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
      return { key, page, segment, text, plain: isPlainText(text) ? 1 : 0 };
    })),
    rows: indexRows(dialect, itemTokens(key, item, segments)),
  };
}
