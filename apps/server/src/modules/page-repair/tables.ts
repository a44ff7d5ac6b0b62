import type { Generated } from "kysely";

/** One repair pass over the stored page images: where its walk over document_page stands and what it found. */
export interface PageRepairTable {
  pass: string;
  /** The last page checked, in (hash, page) order. */
  cursor_hash: Generated<string>;
  cursor_page: Generated<number>;
  checked: Generated<number>;
  repaired: Generated<number>;
  /** Files sent back to conversion because one of their pages could not be repaired. */
  requeued: Generated<number>;
  /** SVG pages stored when the pass began (later conversions may add some). */
  total: Generated<number>;
  lease_owner: Generated<string>;
  lease_until: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    page_repair: PageRepairTable;
  }
}
