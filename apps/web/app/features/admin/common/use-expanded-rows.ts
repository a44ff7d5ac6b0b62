import type { TableProps } from "antd";
import { useEffect, useRef, useState, type Key } from "react";
import type { TreeNode, TreeRow } from "./tree";

function parentIds<T extends TreeRow>(nodes: TreeNode<T>[]): number[] {
  return nodes.flatMap((n) => (n.children ? [n.id, ...parentIds(n.children)] : []));
}

/** Tree tables open fully; rows that gain children later open too, rows the user closed stay closed. */
export function useExpandedRows<T extends TreeRow>(tree: TreeNode<T>[]): TableProps<TreeNode<T>>["expandable"] {
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const seen = useRef(new Set<number>());

  useEffect(() => {
    const fresh = parentIds(tree).filter((id) => !seen.current.has(id));
    if (!fresh.length) return;
    for (const id of fresh) seen.current.add(id);
    setExpanded((keys) => [...keys, ...fresh]);
  }, [tree]);

  return { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded };
}
