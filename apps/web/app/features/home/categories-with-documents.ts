import type { CategoryNode } from "../../shared/trees";

/**
 * The categories that lead to documents: those holding some themselves or through a sub-category, each with only
 * such sub-categories. An empty one is a dead end, so the home page leaves it out.
 */
export function categoriesWithDocuments(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => {
    const children = categoriesWithDocuments(node.children);
    return node.doc_count > 0 || children.length > 0 ? [{ ...node, children }] : [];
  });
}
