/** One repair pass over the stored page images: where its walk over document_page stands and what it found. */
export interface PageRepairTable {
  pass: string;
  /** The last page checked, in (hash, page) order. */
  cursor_hash: string;
  cursor_page: number;
  checked: number;
  repaired: number;
  /** Files sent back to conversion because one of their pages could not be repaired. */
  requeued: number;
  /** SVG pages stored when the pass began (later conversions may add some). */
  total: number;
  lease_owner: string;
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
