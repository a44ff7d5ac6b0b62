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

/**
 * The entries at [offset, offset + limit) of the order `compare` defines, without sorting all of them: a heap
 * keeps the best offset + limit seen so far, its worst entry at the root.
 */
export function topEntries<T>(entries: T[], compare: (a: T, b: T) => number, offset: number, limit: number): T[] {
  const k = offset + limit;
  if (k <= 0) return [];
  const heap: T[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const entry = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = entry;
  };
  for (const entry of entries) {
    if (heap.length < k) {
      heap.push(entry);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      continue;
    }
    if (compare(entry, heap[0]!) >= 0) continue;
    heap[0] = entry;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) break;
      swap(i, top);
      i = top;
    }
  }
  return heap.sort(compare).slice(offset, k);
}
