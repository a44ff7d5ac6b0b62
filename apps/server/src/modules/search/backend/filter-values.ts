import type { SearchFilters, SortField } from "./types.js";

/** The fields of an item that filters, facets and sorts read (search_item columns). */
export interface ItemValues {
  doc_type: number;
  ext_group: string;
  language: string;
  category_ids: string;
  user_id: number;
  created_at: string;
  price: number;
  view_count: number;
  download_count: number;
  score: number;
  pages: number;
  size: number;
}

/** The filters of filter-sql.ts, evaluated in memory. */
export function passesFilters(v: ItemValues, f: SearchFilters): boolean {
  if (f.docType !== undefined && v.doc_type !== f.docType) return false;
  if (f.categoryIds.length > 0 && !f.categoryIds.some((id) => v.category_ids.includes(`,${id},`))) return false;
  if (f.extGroup !== undefined && v.ext_group !== f.extGroup) return false;
  if (f.languages.length > 0 && !f.languages.includes(v.language)) return false;
  if (f.userId !== undefined && v.user_id !== f.userId) return false;
  if (f.createdFrom !== undefined && v.created_at < f.createdFrom) return false;
  if (f.createdTo !== undefined && v.created_at > f.createdTo) return false;
  if (f.fee === "free" && v.price !== 0) return false;
  if (f.fee === "charge" && !(v.price > 0)) return false;
  return true;
}

/** Descending by the field, then by key; a string field (created_at) compares as text. */
export function compareBy(field: SortField) {
  return (a: { key: number; v: ItemValues }, b: { key: number; v: ItemValues }): number => {
    const x = a.v[field];
    const y = b.v[field];
    if (x !== y) return x < y ? 1 : -1;
    return b.key - a.key;
  };
}

/** The entries at [offset, offset + limit) of the descending order, without sorting all of them. */
export function topEntries<T>(entries: T[], compare: (a: T, b: T) => number, offset: number, limit: number): T[] {
  const k = offset + limit;
  if (entries.length <= 4 * k) return [...entries].sort(compare).slice(offset, k);
  const best: T[] = [];
  for (const e of entries) {
    if (best.length === k && compare(e, best[k - 1]!) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(e, best[at - 1]!) < 0) at--;
    best.splice(at, 0, e);
    if (best.length > k) best.pop();
  }
  return best.slice(offset, k);
}
