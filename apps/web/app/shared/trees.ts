import { CategoryType } from "@wenku/contract";
import type { SiteCategory } from "../lib/site-types";

export interface CategoryNode extends SiteCategory {
  children: CategoryNode[];
}

/** Enabled categories of one type as trees (spec §3: type 0 document, 1 article). */
export function categoryTree(categories: SiteCategory[], type: number, hideEmpty = false): CategoryNode[] {
  const ofType = categories.filter((c) => c.type === type && c.enable);
  const visible = hideEmpty && type === CategoryType.document ? ofType.filter((c) => c.doc_count > 0) : ofType;
  const byParent = new Map<number, SiteCategory[]>();
  for (const c of visible) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  const ids = new Set(visible.map((c) => c.id));
  const build = (c: SiteCategory): CategoryNode => ({ ...c, children: (byParent.get(c.id) ?? []).map(build) });
  return visible.filter((c) => !c.parent_id || !ids.has(c.parent_id)).map(build);
}
