import type { ItemValues } from "../filter-values.js";
import type { PartInfo } from "./merge-parts.js";

export type ItemRow = ItemValues & { key: number; revision: number };

export interface BucketRow {
  part: number;
  bucket: number;
  data: Uint8Array;
}

/** What a reader of the body index reads, all from one snapshot of the database (SQLite answers at once). */
type Answer<T> = T | Promise<T>;

export interface BodyView {
  revision(): Answer<number>;
  /** items written after a revision, with the fields filters, facets and sorts read */
  changedItems(since: number): Answer<ItemRow[]>;
  /** items taken out after a revision */
  goneSince(since: number): Answer<Array<{ key: number; revision: number }>>;
  parts(): Answer<PartInfo[]>;
  segKeys(partIds: number[]): Answer<Array<{ id: number; seg_keys: Uint8Array }>>;
  /** these buckets' rows (those that exist) */
  buckets(wanted: Array<[part: number, bucket: number]>): Answer<BucketRow[]>;
}

export interface BodyStore {
  /** Runs `read` on one snapshot; calls never overlap (the reader queues them). */
  read<T>(read: (view: BodyView) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
