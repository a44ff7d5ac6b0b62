import type { FacetCombo, SearchFilters } from "../backend/types.js";

export interface Facets {
  /** matches under every filter */
  hits: number;
  agg_ext: Array<{ ext: string; count: number }>;
  agg_category: Array<{ category_id: number; count: number }>;
  agg_language: Array<{ code: string; count: number }>;
}

const categoriesOf = (combo: FacetCombo) => combo.category_ids.split(",").filter(Boolean).map(Number);

function sorted<K extends string, T extends Record<K, string | number> & { count: number }>(counts: Map<T[K], number>, key: K): T[] {
  return [...counts]
    .map(([value, count]) => ({ [key]: value, count }) as unknown as T)
    .sort((a, b) => b.count - a.count || String(a[key]).localeCompare(String(b[key])));
}

/**
 * The facets of api-contract §6.3 from the per-combination counts. Each facet applies every filter except its
 * own, so an option's count is what selecting it (in place of the current choice) returns.
 */
export function sumFacets(combos: FacetCombo[], filters: SearchFilters): Facets {
  const extOk = (c: FacetCombo) => filters.extGroup === undefined || c.ext_group === filters.extGroup;
  const categoryOk = (c: FacetCombo) => filters.categoryIds.length === 0 || categoriesOf(c).some((id) => filters.categoryIds.includes(id));
  const languageOk = (c: FacetCombo) => filters.languages.length === 0 || filters.languages.includes(c.language);
  const ext = new Map<string, number>();
  const category = new Map<number, number>();
  const language = new Map<string, number>();
  let hits = 0;
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const c of combos) {
    if (extOk(c) && categoryOk(c) && languageOk(c)) hits += c.n;
    if (categoryOk(c) && languageOk(c) && c.ext_group) add(ext, c.ext_group, c.n);
    if (extOk(c) && languageOk(c)) for (const id of categoriesOf(c)) add(category, id, c.n);
    if (extOk(c) && categoryOk(c) && c.language) add(language, c.language, c.n);
  }
  return {
    hits,
    agg_ext: sorted(ext, "ext"),
    agg_category: sorted(category, "category_id"),
    agg_language: sorted(language, "code"),
  };
}
