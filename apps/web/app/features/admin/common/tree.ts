/** A row that belongs under another row of the same list (`parent_id` 0 = top level). */
export interface TreeRow {
  id: number;
  parent_id?: number;
  sort?: number;
}

export type TreeNode<T extends TreeRow> = T & { children?: TreeNode<T>[] };

/** Higher sort first (the API's order), then by id. */
const bySort = (a: TreeRow, b: TreeRow) => (b.sort ?? 0) - (a.sort ?? 0) || a.id - b.id;

/**
 * Builds a tree from a flat list. Rows whose parent is missing are shown at the top, so nothing disappears.
 * Leaves carry no `children` key, so tables do not show an expand button for them.
 */
export function buildTree<T extends TreeRow>(rows: T[]): TreeNode<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number, T[]>();
  for (const row of rows) {
    const parent = row.parent_id && ids.has(row.parent_id) && row.parent_id !== row.id ? row.parent_id : 0;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const placed = new Set<number>();
  const visit = (parent: number): TreeNode<T>[] =>
    (childrenOf.get(parent) ?? [])
      .filter((row) => !placed.has(row.id))
      .sort(bySort)
      .map((row) => {
        placed.add(row.id);
        const children = visit(row.id);
        return children.length ? { ...row, children } : { ...row };
      });
  const tree = visit(0);
  // Rows in a parent cycle are never reached from the top: show them at the top level.
  for (const row of [...rows].sort(bySort)) {
    if (placed.has(row.id)) continue;
    placed.add(row.id);
    const children = visit(row.id);
    tree.push(children.length ? { ...row, children } : { ...row });
  }
  return tree;
}

/** The ids of a node and all its descendants: a row cannot move under any of them. */
export function subtreeIds<T extends TreeRow>(rows: T[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** TreeSelect data for choosing a parent: the top level plus every row, the edited subtree disabled. */
export function parentOptions<T extends TreeRow & { title: string }>(rows: T[], topLabel: string, editingId?: number): ParentOption[] {
  const blocked = editingId ? subtreeIds(rows, editingId) : new Set<number>();
  const toOption = (node: TreeNode<T>): ParentOption => ({
    value: node.id,
    title: node.title,
    disabled: blocked.has(node.id),
    children: node.children?.map(toOption),
  });
  return [{ value: 0, title: topLabel }, ...buildTree(rows).map(toOption)];
}
