import type { DocumentView } from "@wenku/contract";
import type { SiteCategory } from "../lib/site-types";

type CategoryRef = { id: number; title: string; parent_id: number };

/** The most specific of a document's categories: the one no other of its categories has as a parent. */
export function deepestCategory(categories: readonly CategoryRef[] | undefined): CategoryRef | undefined {
  if (!categories?.length) return undefined;
  const parents = new Set(categories.map((c) => c.parent_id));
  return categories.find((c) => !parents.has(c.id)) ?? categories[categories.length - 1];
}

/** A category and its ancestors, root first (from the site's flat category list). */
export function categoryChain(categories: readonly SiteCategory[], id: number | undefined): SiteCategory[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chain: SiteCategory[] = [];
  const seen = new Set<number>();
  for (let current = id === undefined ? undefined : byId.get(id); current && !seen.has(current.id); current = byId.get(current.parent_id)) {
    seen.add(current.id);
    chain.unshift(current);
  }
  return chain;
}

/** The category a document is filed under, for its breadcrumb: root first. */
export function documentCategoryChain(categories: readonly SiteCategory[], doc: Pick<DocumentView, "category">): SiteCategory[] {
  return categoryChain(categories, deepestCategory(doc.category)?.id);
}
