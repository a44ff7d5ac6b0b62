import type { Navigation, NavigationNode } from "@wenku/contract";
import type { AppContext } from "../../context.js";
import { maxListSize } from "../category/list-query.js";
import { listNavigation } from "./list-navigation.js";

/** Nests items under their parents, keeping the given order; items whose parent is missing are dropped. */
export function buildNavigationTree(items: readonly Navigation[]): NavigationNode[] {
  const nodes = new Map(items.map((item) => [item.id, { ...item, children: [] as NavigationNode[] }]));
  const roots: NavigationNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent_id === 0) roots.push(node);
    else nodes.get(node.parent_id)?.children.push(node);
  }
  return roots;
}

/** The header's navigation: enabled items as a tree; a disabled item hides its children too. */
export async function enabledNavigationTree(ctx: AppContext): Promise<NavigationNode[]> {
  const { navigation } = await listNavigation(ctx, { page: 1, size: maxListSize }, false);
  return buildNavigationTree(navigation.filter((item) => item.enable));
}
