import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.js";
import type { PreparedBatch } from "../indexing/prepare-item.js";
import type { QueryPlan } from "../text/query-plan.js";
import "../tables.js";

/** Restrictions on the items a search returns (api-contract §4.2 / §6.3 filters). */
export interface SearchFilters {
  docType?: 0 | 1;
  /** any of */
  categoryIds: number[];
  /** pdf | doc | ppt | xls | txt | other */
  extGroup?: string;
  /** any of */
  languages: string[];
  userId?: number;
  createdFrom?: string;
  createdTo?: string;
  fee?: "free" | "charge";
}

/** Matches counted per combination of the facet dimensions; the facets are summed from these. */
export interface FacetCombo {
  ext_group: string;
  language: string;
  category_ids: string;
  n: number;
}

/** Higher scores rank first. */
export interface ScoredKey {
  key: number;
  score: number;
}

export interface ScoredSegment {
  segKey: number;
  score: number;
}

/** A query's matches under filters: the keys of the newest (by created_at, at most a window) and how many in all. */
export interface TermWindow {
  keys: number[];
  matches: number;
}

export type SortField = "created_at" | "view_count" | "download_count" | "score" | "pages" | "size";

/**
 * One full-text engine under the index. Matching is by body segments (segment 0 also holds title, keywords and
 * description); the meta index ranks title/keyword/description matches. Rankers score at most a window of the
 * newest matches when there are very many, so that a query costs about the same whatever its hit count.
 */
export interface SearchBackend {
  /** Writes items in the transaction whose revision is given (their rows in search_item carry it). */
  write(db: Kysely<Database>, batch: PreparedBatch, revision: number): Promise<void>;
  /**
   * Removes items; `segments` is how many body segments each had. `gone`: they leave the index (rather than being
   * written again in the same transaction).
   */
  remove(db: Kysely<Database>, segments: Map<number, number>, change: { revision: number; gone: boolean }): Promise<void>;
  /** After writes: merges what has accumulated (parts of the body index) in the background. */
  compact(onError: (error: unknown) => void): void;
  /** Waits for the background merges to finish. */
  settled(): Promise<void>;
  /** Every matching item under the filters, counted per facet combination. */
  facetCombos(plan: QueryPlan, filters: SearchFilters): Promise<FacetCombo[]>;
  /** Items whose title, keywords and description together match, best first. */
  rankMeta(plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredKey[]>;
  /** Matching body segments, best first (an item may appear once per segment). */
  rankBody(plan: QueryPlan, filters: SearchFilters, limit: number): Promise<ScoredSegment[]>;
  /** Matching items ordered by a stored field, descending. */
  sortMatches(plan: QueryPlan, filters: SearchFilters, field: SortField, offset: number, limit: number): Promise<number[]>;
  /** For each plan, read together: its newest matches under the filters (at most `window`) and its match count. */
  termWindows(plans: QueryPlan[], filters: SearchFilters, window: number): Promise<TermWindow[]>;
  /** The body segments of these items that match, in key order. */
  matchingSegments(plan: QueryPlan, items: Array<{ key: number; segments: number }>): Promise<number[]>;
  /** Bytes on disk of the back end's own tables. */
  storageBytes(): Promise<number>;
  /** Before filling an empty index: drops what is cheaper to build once at the end (PostgreSQL's GIN indexes). */
  beginBulkLoad(): Promise<void>;
  /** After a rebuild: (re)creates what beginBulkLoad dropped and compacts the index. */
  optimize(): Promise<void>;
  /** Releases what the back end opened itself (at shutdown). */
  close(): Promise<void>;
}
