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
    return this.size <= 0 || (this.heap.length >= this.size && this.compare(entry, this.heap[0]!) >= 0);
  }

  /** Keeps `entry` if it is among the best so far (call after `rejects` said no, or on its own). */
  add(entry: T): void {
    if (this.rejects(entry)) return;
    const heap = this.heap;
    const worse = (i: number, j: number) => this.compare(heap[i]!, heap[j]!) > 0;
    const swap = (i: number, j: number) => {
      const kept = heap[i]!;
      heap[i] = heap[j]!;
      heap[j] = kept;
    };
    if (heap.length < this.size) {
      heap.push(entry);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
      return;
    }
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
