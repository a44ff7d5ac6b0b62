import type { AppContext } from "../../../context.js";
import { itemIdOfKey } from "../keys.js";
import { docTypeName, searchSource } from "../sources.js";

/** A page row of search_page as readers select it. */
export interface StoredPageText {
  key: number;
  page: number;
  text: string;
  length: number;
}

/**
 * Fills in the texts the index does not keep (a page with a length but no stored text: its source keeps it, see
 * SearchSource.pageTexts) from the items' sources, in place; a page its source no longer has stays "".
 */
export async function fillSourceTexts<T extends StoredPageText>(ctx: AppContext, rows: T[]): Promise<T[]> {
  const missing = rows.filter((row) => row.text === "" && row.length > 0);
  for (const docType of [0, 1] as const) {
    const ofType = missing.filter((row) => row.key % 2 === docType);
    const source = searchSource(docTypeName[docType]);
    if (ofType.length === 0 || !source?.pageTexts) continue;
    const wanted = new Map<number, number[]>();
    for (const row of ofType) wanted.set(itemIdOfKey(row.key), [...(wanted.get(itemIdOfKey(row.key)) ?? []), row.page]);
    const texts = new Map((await source.pageTexts(ctx, wanted)).map((t) => [`${t.id}:${t.page}`, t.text]));
    for (const row of ofType) row.text = texts.get(`${itemIdOfKey(row.key)}:${row.page}`) ?? "";
  }
  return rows;
}
