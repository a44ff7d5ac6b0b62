import { LRUCache } from "lru-cache";
import { keyOfSegment, segmentKey } from "../../keys.js";
import type { MatchNode } from "../../text/query-plan.js";
import { DocValues } from "../doc-values.js";
import { keptMatchSets, type KeptSet } from "../kept-match-sets.js";
import type { MatchSet } from "../match-set.js";
import type { BodyStore, BodyView } from "./body-store.js";
import { bucketOf, findInBucket } from "./buckets.js";
import { denseBytes, denseSetOf, itemKeysOf, lowerBound, segmentsBetween, type DenseSet, type PartOrdinals } from "./dense-set.js";
import { evaluate, termsOf, type PartLists } from "./evaluate.js";
import type { PartInfo } from "./merge-parts.js";
import { decodeAscending, decodeOrdinals } from "./varint.js";

interface LoadedPart extends PartInfo {
  segKeys: Float64Array;
}

const EMPTY = new Int32Array(0);
/** Dense sets whose item keys were read out lately: one search reads its set's keys several times (facets, ranks, pages). */
const DECODED_SETS = 4;

/** How sets are kept: as segment keys or as bits, whichever is smaller (auto); tests force one. */
export type SetForm = "auto" | "keys" | "bits";

/**
 * Reads the body index: the segments and items matching a plan, from the posting rows of the plan's terms in
 * every part, counting only each item's current postings (its revision within the part's range). Item fields are
 * copied into memory and refreshed from the rows written since the last read; matches are kept per revision.
 */
export class BodyReader {
  readonly values = new DocValues();
  private revision = -1;
  private parts: LoadedPart[] = [];
  private ordinals: PartOrdinals = { segKeys: [], offsets: [], count: 0, itemLimit: 0 };
  private kept: ReturnType<typeof keptMatchSets>;
  private itemKeys = new WeakMap<Float64Array, Float64Array>();
  private decoded = new LRUCache<DenseSet, Float64Array>({ max: DECODED_SETS });
  private queue: Promise<unknown> = Promise.resolve();

  /** `store` opens the store at the first read; `keptBytes` bounds the match sets kept (keptMatchSets). */
  constructor(
    private store: () => Promise<BodyStore>,
    keptBytes?: number,
    private form: SetForm = "auto",
  ) {
    this.kept = keptMatchSets(keptBytes);
  }

  /** The matching body segments of each plan: their keys ascending, or as bits when that is smaller. */
  segmentSets(nodes: MatchNode[]): Promise<KeptSet[]> {
    const run = this.queue.then(async () => (await this.store()).read((view) => this.read(view, nodes)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async matchSets(nodes: MatchNode[]): Promise<MatchSet[]> {
    const sets = await this.segmentSets(nodes);
    return sets.map((set) => ({ keys: this.itemsOf(set), values: this.values }));
  }

  async matchSet(node: MatchNode): Promise<MatchSet> {
    return (await this.matchSets([node]))[0];
  }

  /** The matching segments of these items, ascending. */
  async matchingSegments(node: MatchNode, items: Array<{ key: number; segments: number }>): Promise<number[]> {
    const [set] = await this.segmentSets([node]);
    const found: number[] = [];
    for (const item of items) {
      const from = segmentKey(item.key, 0);
      const to = segmentKey(item.key, item.segments - 1);
      if (!(set instanceof Float64Array)) segmentsBetween(set, from, to, found);
      else for (let i = lowerBound(set, from); i < set.length && set[i] <= to; i++) found.push(set[i]);
    }
    return found.sort((a, b) => a - b);
  }

  private itemsOf(set: KeptSet): Float64Array {
    if (!(set instanceof Float64Array)) {
      let keys = this.decoded.get(set);
      if (!keys) this.decoded.set(set, (keys = itemKeysOf(set)));
      return keys;
    }
    const segKeys = set;
    let keys = this.itemKeys.get(segKeys);
    if (!keys) {
      const out = new Float64Array(segKeys.length);
      let n = 0;
      for (const segKey of segKeys) {
        const key = keyOfSegment(segKey);
        if (n === 0 || out[n - 1] !== key) out[n++] = key;
      }
      keys = out.subarray(0, n);
      this.itemKeys.set(segKeys, keys);
    }
    return keys;
  }

  private async refresh(view: BodyView) {
    const current = await view.revision();
    if (current === this.revision) return;
    for (const row of await view.changedItems(this.revision)) this.values.set(Number(row.key), row);
    for (const gone of await view.goneSince(this.revision)) this.values.drop(Number(gone.key), Number(gone.revision));
    const parts = await view.parts();
    const known = new Map(this.parts.map((p) => [p.id, p]));
    const missing = parts.filter((p) => !known.has(p.id)).map((p) => p.id);
    const loaded = new Map<number, Float64Array>();
    if (missing.length > 0) for (const row of await view.segKeys(missing)) loaded.set(Number(row.id), decodeAscending(row.seg_keys));
    this.parts = parts.map((p) => ({ ...p, segKeys: known.get(p.id)?.segKeys ?? loaded.get(p.id) ?? new Float64Array(0) }));
    this.ordinals = ordinalsOf(this.parts);
    this.revision = current;
    this.kept.clear();
    this.decoded.clear();
  }

  private async read(view: BodyView, nodes: MatchNode[]): Promise<KeptSet[]> {
    await this.refresh(view);
    const ids = nodes.map((node) => JSON.stringify(node));
    // Answered from this map, not from the kept sets: keeping a large set may evict another of this same read.
    const found = new Map<string, KeptSet>();
    for (const id of ids) {
      const kept = this.kept.get(id);
      if (kept) found.set(id, kept);
    }
    const wanted = nodes.filter((_, i) => !found.has(ids[i]));
    if (wanted.length > 0) {
      const terms = new Set<string>();
      for (const node of wanted) termsOf(node, terms);
      const pairs = new Map<string, [number, number]>();
      for (const part of this.parts) {
        for (const term of terms) {
          const bucket = bucketOf(term, part.buckets);
          pairs.set(`${part.id}:${bucket}`, [part.id, bucket]);
        }
      }
      const rows = new Map<string, Uint8Array>();
      for (const row of await view.buckets([...pairs.values()])) rows.set(`${Number(row.part)}:${Number(row.bucket)}`, row.data);
      for (const node of wanted) {
        const id = JSON.stringify(node);
        const set = this.evaluateAll(node, rows);
        found.set(id, set);
        this.kept.set(id, set);
      }
    }
    return ids.map((id) => found.get(id)!);
  }

  private evaluateAll(node: MatchNode, rows: Map<string, Uint8Array>): KeptSet {
    const current: Array<Int32Array | undefined> = [];
    let count = 0;
    for (const part of this.parts) {
      const decoded = new Map<string, Int32Array>();
      const lists: PartLists = {
        list(term) {
          let ordinals = decoded.get(term);
          if (!ordinals) {
            const bucket = rows.get(`${part.id}:${bucketOf(term, part.buckets)}`);
            const bytes = bucket && findInBucket(bucket, term);
            decoded.set(term, (ordinals = bytes ? decodeOrdinals(bytes) : EMPTY));
          }
          return ordinals;
        },
      };
      const ordinals = evaluate(node, lists);
      const kept = ordinals.length > 0 ? this.currentOrdinals(part, ordinals) : EMPTY;
      current.push(kept.length > 0 ? kept : undefined);
      count += kept.length;
    }
    const bits = this.form === "bits" || (this.form === "auto" && 2 * 8 * count > denseBytes(this.ordinals));
    if (bits) return denseSetOf(this.ordinals, current);
    const lists: Float64Array[] = [];
    current.forEach((ordinals, p) => {
      if (!ordinals) return;
      const segKeys = this.parts[p].segKeys;
      const list = new Float64Array(ordinals.length);
      for (let i = 0; i < ordinals.length; i++) list[i] = segKeys[ordinals[i]];
      lists.push(list);
    });
    return combineAscending(lists);
  }

  /** Those of these ordinals whose item's current postings are in this part. */
  private currentOrdinals(part: LoadedPart, ordinals: Int32Array): Int32Array {
    const out = new Int32Array(ordinals.length);
    const revision = this.values.revision;
    let n = 0;
    for (const ordinal of ordinals) {
      const key = keyOfSegment(part.segKeys[ordinal]);
      const at = key < revision.length ? revision[key] : 0;
      if (at >= part.first && at <= part.last) out[n++] = ordinal;
    }
    return out.subarray(0, n);
  }
}

/** The parts' ordinals numbered one part after the other, for dense sets. */
function ordinalsOf(parts: LoadedPart[]): PartOrdinals {
  const offsets: number[] = [];
  let count = 0;
  let itemLimit = 0;
  for (const part of parts) {
    offsets.push(count);
    count += part.segKeys.length;
    if (part.segKeys.length > 0) itemLimit = Math.max(itemLimit, keyOfSegment(part.segKeys[part.segKeys.length - 1]) + 1);
  }
  return { segKeys: parts.map((p) => p.segKeys), offsets, count, itemLimit };
}

/** Ascending lists (of different parts: no key is in two) as one ascending list. */
function combineAscending(lists: Float64Array[]): Float64Array {
  if (lists.length === 1) return lists[0];
  let total = 0;
  for (const l of lists) total += l.length;
  const out = new Float64Array(total);
  let at = 0;
  let sorted = true;
  for (const l of lists) {
    if (l.length > 0 && at > 0 && l[0] < out[at - 1]) sorted = false;
    out.set(l, at);
    at += l.length;
  }
  return sorted ? out : out.sort();
}
