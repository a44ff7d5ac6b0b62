import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema.js";
import { openSessionPool } from "../../../../db/session-pool.js";

/**
 * The planner does not see what reading a large tsvector out of TOAST costs, and for common words would otherwise
 * test `@@` row by row (sequential or index scans). The search statements read every match from one table's GIN
 * bitmap, so their connections allow bitmap scans only.
 */
const BITMAP_SCANS_ONLY = "-c enable_seqscan=off -c enable_indexscan=off -c enable_indexonlyscan=off";

/** A small pool of its own for the statements that read the search index, with those settings for the whole session. */
export function openIndexReadPool(url: string): Kysely<Database> {
  return openSessionPool(url, BITMAP_SCANS_ONLY, 4);
}
