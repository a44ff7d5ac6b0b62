import type { Generated } from "kysely";
import type { Flag } from "../../db/schema.js";

export type JobState = "queued" | "running" | "done" | "failed";

/** One conversion per file hash: queued → running (under a lease) → done | failed; retried with backoff. */
export interface ConversionJobTable {
  id: Generated<number>;
  hash: string;
  /** Storage key of the original. */
  source_key: string;
  ext: string;
  state: JobState;
  /** Convert even when the hash was converted before (status 5 or converter.enable_convert_repeated_document). */
  force: Generated<Flag>;
  attempts: Generated<number>;
  /** ISO time before which a queued job is not picked up (retry backoff). */
  run_after: string;
  lease_owner: Generated<string>;
  /** ISO time after which a running job counts as abandoned and may be taken over. */
  lease_until: string | null;
  /** Changes at every claim: the version of the pages this run produces, and the claim's optimistic lock. */
  run_id: Generated<string>;
  last_error: Generated<string>;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** What a finished conversion of one hash produced; documents with the same hash reuse it. */
export interface ConvertedFileTable {
  hash: string;
  pages: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  /** Format of page 1 as the document's preview_ext (".svg" or ".webp"). */
  preview_ext: Generated<string>;
  enable_gzip: Generated<Flag>;
  /** The run that produced the pages (cache-busting version of page URLs). */
  version: Generated<string>;
  /** The first 255 characters of the text, for empty descriptions. */
  summary: Generated<string>;
  /** Keywords extracted from the text, for empty keywords. */
  keywords: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    conversion_job: ConversionJobTable;
    converted_file: ConvertedFileTable;
  }
}
