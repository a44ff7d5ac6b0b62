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
 * The best `size` entries offered so far in the order `compare` defines (negative: a before b), without sorting
 * them all: a heap whose root is the worst entry kept.
 */
export class TopHeap<T> {
  private readonly heap: T[] = [];

  constructor(
    private readonly compare: (a: T, b: T) => number,
    private readonly size: number,
  ) {}

  /** Whether `entry` would be turned away: the heap is full and its worst entry is at least as good. */
  rejects(entry: T): boolean {
    return this.size <= 0 || (this.heap.length >= this.size && this.compare(entry, this.heap[0]) >= 0);
  }

  /** Keeps `entry` if it is among the best so far (call after `rejects` said no, or on its own). */
  add(entry: T): void {
    if (this.rejects(entry)) return;
    const { heap, compare } = this;
    if (heap.length < this.size) {
      // Sift up: the worst entry rises to the root.
      let i = heap.push(entry) - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i], heap[parent]) <= 0) break;
        heap[i] = heap[parent]!;
        heap[parent] = entry;
        i = parent;
      }
      return;
    }
    heap[0] = entry;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l], heap[top]) > 0) top = l;
      if (r < heap.length && compare(heap[r], heap[top]) > 0) top = r;
      if (top === i) break;
      heap[i] = heap[top]!;
      heap[top] = entry;
      i = top;
    }
  }

  /** The kept entries, best first. */
  sorted(): T[] {
    return [...this.heap].sort(this.compare);
  }
}

/** The entries at [offset, offset + limit) of the order `compare` defines, without sorting all of them. */
export function topEntries<T>(entries: T[], compare: (a: T, b: T) => number, offset: number, limit: number): T[] {
  const top = new TopHeap(compare, offset + limit);
  for (const entry of entries) top.add(entry);
  return top.sorted().slice(offset);
}
