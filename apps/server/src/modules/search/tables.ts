import type { Generated } from "kysely";

/**
 * Tables of the search index. The index is self-contained: it stores what results display and the page texts
 * it highlights, so searching never reads the documents' or articles' own tables.
 *
 * Keys: an item's key is `item_id * 2 + doc_type` (0 document, 1 article); a body segment's key is
 * `key * 1024 + segment`.
 */
export interface SearchItemTable {
  key: number;
  doc_type: number;
  item_id: number;
  identifier: string;
  title: string;
  keywords: string;
  description: string;
  /** ".pdf" */
  ext: string;
  /** pdf | doc | ppt | xls | txt | other, "" for articles */
  ext_group: string;
  language: string;
  /** ",3,12," so that one category is `like '%,3,%'` and facets group whole sets */
  category_ids: string;
  user_id: number;
  created_at: string;
  view_count: number;
  download_count: number;
  score: number;
  price: number;
  pages: number;
  /** pages anyone may read (0 = all): snippets never quote a later page */
  preview: Generated<number>;
  size: number;
  hash: string;
  /** body segments written to the back end (segment numbers 0..segments-1) */
  segments: number;
  /** rebuild generation that last wrote this item */
  generation: number;
  /** search_state.revision of the write: readers that cache item fields refresh what changed since */
  revision: number;
  indexed_at: string;
}

export interface SearchPageTable {
  key: number;
  page: number;
  /** the body segment that holds this page */
  segment: number;
  /**
   * The page's text when its source cannot give it back (SearchSource.pageTexts absent: articles); "" when the
   * source keeps it (documents), so the index holds no second copy of it
   */
  text: string;
  /** of the page's text in code points (BM25's page length in retrieval) */
  length: number;
  /** 1 when the text is plain (isPlainText): retrieval then searches it further only where a term's probe occurs */
  plain: Generated<number>;
}

export interface SearchQueueTable {
  id: Generated<number>;
  doc_type: number;
  item_id: number;
  /** bumped by every new request, so a request that arrives while the item is indexed is not lost */
  version: Generated<number>;
  /** ISO time until which a worker holds it; "" when free */
  locked_until: Generated<string>;
  /** the worker that holds it */
  owner: Generated<string>;
  attempts: Generated<number>;
  error: Generated<string>;
  queued_at: string;
}

export interface SearchJobTable {
  doc_type: number;
  /** running | done | failed */
  status: string;
  generation: number;
  /** last source id handed to the index */
  cursor: number;
  total: number;
  done: number;
  locked_until: string;
  started_at: string;
  finished_at: string;
  error: string;
}

export interface SearchRecordTable {
  id: Generated<number>;
  keywords: string;
  total: number;
  page: number;
  user_id: number;
  ip: string;
  user_agent: string;
  spend_time: number;
  created_at: string;
}

export interface SearchPgMetaTable {
  key: number;
  /** title (weight A), keywords (B), description (C), with positions */
  tsv: string;
  /** the item's most frequent words, one position per occurrence: term frequency for ranking body matches */
  rank_tsv: string;
}

/** SQLite: an item's most frequent words with their counts (backend/sqlite/term-counts.ts), for ranking body matches. */
export interface SearchFtsRankTable {
  key: number;
  terms: Uint8Array;
}

/**
 * A part of the body index (backend/postings): the segments one write, or a merge of consecutive parts, holds. `id`
 * is the revision of the transaction that made it; `first` and `last` are the revisions of the writes it holds, so a
 * segment's postings are current when its item's revision lies in [first, last] (parts' ranges never overlap).
 * `seg_keys` lists the segments' keys ascending (varints); a segment's ordinal is its place there.
 */
export interface SearchBodyPartTable {
  id: number;
  first: number;
  last: number;
  segments: number;
  /** the part's bucket count, a power of two */
  buckets: number;
  seg_keys: Uint8Array;
}

/**
 * A bucket of a part's term lists (backend/postings/buckets.ts): a term's bucket is its hash modulo the part's
 * bucket count; each list holds the ordinals of the part's segments that hold the term (varints of the gaps).
 */
export interface SearchBodyBucketTable {
  part: number;
  bucket: number;
  data: Uint8Array;
}

/** An item taken out of the index at a revision: its postings in older parts no longer count. */
export interface SearchBodyGoneTable {
  key: number;
  revision: number;
}

/** One row (id 1): the revision counter of search_item writes. */
export interface SearchStateTable {
  id: number;
  revision: number;
}

declare module "../../db/schema.js" {
  interface Database {
    search_item: SearchItemTable;
    search_state: SearchStateTable;
    search_page: SearchPageTable;
    search_queue: SearchQueueTable;
    search_job: SearchJobTable;
    search_record: SearchRecordTable;
    search_pg_meta: SearchPgMetaTable;
    search_fts_rank: SearchFtsRankTable;
    search_body_part: SearchBodyPartTable;
    search_body_bucket: SearchBodyBucketTable;
    search_body_gone: SearchBodyGoneTable;
  }
}
