export interface TreeLink {
  id: number;
  parent_id: number;
}

/** The given ids and every id below them, following parent_id links (safe against cycles). */
export function withDescendants(links: readonly TreeLink[], rootIds: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const link of links) {
    const list = children.get(Number(link.parent_id)) ?? [];
    list.push(Number(link.id));
    children.set(Number(link.parent_id), list);
  }
  const seen = new Set<number>();
  const queue = [...rootIds];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...seen];
}

/** Whether `candidateId` is `id` itself or lies below it: making it the parent of `id` would close a cycle. */
export function wouldCycle(links: readonly TreeLink[], id: number, candidateId: number): boolean {
  return withDescendants(links, [id]).includes(candidateId);
}
