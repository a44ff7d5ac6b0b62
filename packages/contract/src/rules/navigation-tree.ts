import type { Navigation, NavigationNode } from "../schemas/navigation.js";

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
