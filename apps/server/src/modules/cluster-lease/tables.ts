import type { Generated } from "kysely";

/** A background job run by one process of the cluster at a time, or once per period across it (one row per job). */
export interface ClusterLeaseTable {
  name: string;
  /** The process running the job now; "" when none. */
  owner: Generated<string>;
  /** After this ISO time the owner counts as dead and another process may take the job over. */
  lease_until: string | null;
  /** Counts the requests for a run: one that came while the job ran makes its holder run it again. */
  requests: Generated<number>;
  /** When a periodic job is next due (ISO); null before its first run. */
  due_at: string | null;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    cluster_lease: ClusterLeaseTable;
  }
}
